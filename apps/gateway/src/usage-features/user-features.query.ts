import { Injectable } from '@nestjs/common';

import type { UserFeatureCountsReply } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** user.usage.get's SendingDomains and EmailGatewayAPIKeys counts of one user (deleted ones are gone from the tables). */
@Injectable()
export class GatewayUserFeaturesQuery {
  constructor(private readonly db: ServiceDb) {}

  async counts(userId: number): Promise<UserFeatureCountsReply['features']> {
    const row = await this.db.one<{ domains: string; keys: string }>(
      `SELECT (SELECT count(*) FROM "gateway"."sender_domain" WHERE "user_id" = $1) AS "domains",
              (SELECT count(*) FROM "gateway"."api_key" WHERE "user_id" = $1) AS "keys"`,
      [userId],
    );
    return { SendingDomains: { count: Number(row?.domains ?? 0) }, EmailGatewayAPIKeys: { count: Number(row?.keys ?? 0) } };
  }
}
