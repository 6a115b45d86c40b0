import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface CampaignSummaryRow {
  id: string;
  name: string;
  status: string;
}

/** Queries.CampaignsSummary without figures: the asked campaigns of the user, by id. */
@Injectable()
export class CampaignsSummaryQuery {
  constructor(private readonly db: ServiceDb) {}

  read(userId: number, campaignIds: number[]): Promise<CampaignSummaryRow[]> {
    if (!campaignIds.length) return Promise.resolve([]);
    return this.db.query<CampaignSummaryRow>(
      `SELECT "id", "name", "status" FROM "campaigns"."campaign" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[]) ORDER BY "id"`,
      [userId, campaignIds],
    );
  }
}
