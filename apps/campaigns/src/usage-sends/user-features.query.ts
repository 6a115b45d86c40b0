import { Injectable } from '@nestjs/common';

import type { UserFeatureCountsReply } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** user.usage.get's Campaigns and AutoResponders counts of one user. */
@Injectable()
export class CampaignsUserFeaturesQuery {
  constructor(private readonly db: ServiceDb) {}

  async counts(userId: number): Promise<UserFeatureCountsReply['features']> {
    const row = await this.db.one<{ campaigns: string; autoresponders: string }>(
      `SELECT (SELECT count(*) FROM "campaigns"."campaign" WHERE "user_id" = $1) AS "campaigns",
              (SELECT count(*) FROM "campaigns"."autoresponder" WHERE "user_id" = $1) AS "autoresponders"`,
      [userId],
    );
    return { Campaigns: { count: Number(row?.campaigns ?? 0) }, AutoResponders: { count: Number(row?.autoresponders ?? 0) } };
  }
}
