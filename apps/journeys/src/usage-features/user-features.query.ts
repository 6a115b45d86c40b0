import { Injectable } from '@nestjs/common';

import type { UserFeatureCountsReply } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** user.usage.get's Journeys count of one user (ActiveCount: enabled journeys). */
@Injectable()
export class JourneysUserFeaturesQuery {
  constructor(private readonly db: ServiceDb) {}

  async counts(userId: number): Promise<UserFeatureCountsReply['features']> {
    const row = await this.db.one<{ n: string; active: string }>(
      `SELECT count(*) AS "n", count(*) FILTER (WHERE "status" = 'Enabled') AS "active" FROM "journeys"."journey" WHERE "user_id" = $1`,
      [userId],
    );
    return { Journeys: { count: Number(row?.n ?? 0), active: Number(row?.active ?? 0) } };
  }
}
