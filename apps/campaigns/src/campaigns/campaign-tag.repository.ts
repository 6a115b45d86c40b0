import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import type { Queryable } from './campaign.repository';

/** The user's campaign tags (names unique per user, case-insensitively) and which campaigns carry them. */
@Injectable()
export class CampaignTagRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  /** Gives the campaign exactly these tags, creating the user's missing ones (an existing tag keeps its spelling). */
  async replace(userId: number, campaignId: number, names: string[], q: Queryable = this.db): Promise<void> {
    await q.query(`DELETE FROM "campaigns"."campaign_tag_link" WHERE "campaign_id" = $1`, [campaignId]);
    if (!names.length) return;
    await q.query(
      `INSERT INTO "campaigns"."campaign_tag" ("user_id", "name") SELECT $1, n FROM unnest($2::text[]) n
       ON CONFLICT ("user_id", lower("name")) DO NOTHING`,
      [userId, names],
    );
    await q.query(
      `INSERT INTO "campaigns"."campaign_tag_link" ("campaign_id", "tag_id")
       SELECT $1, t."id" FROM "campaigns"."campaign_tag" t WHERE t."user_id" = $2 AND lower(t."name") = ANY($3::text[])
       ON CONFLICT DO NOTHING`,
      [campaignId, userId, names.map((n) => n.toLowerCase())],
    );
  }

  /** Tag names per campaign, alphabetical. */
  async namesOf(campaignIds: number[]): Promise<Map<number, string[]>> {
    const names = new Map<number, string[]>(campaignIds.map((id) => [id, []]));
    if (!campaignIds.length) return names;
    const rows: { campaign_id: string; name: string }[] = await this.db.query(
      `SELECT l."campaign_id", t."name" FROM "campaigns"."campaign_tag_link" l JOIN "campaigns"."campaign_tag" t ON t."id" = l."tag_id"
       WHERE l."campaign_id" = ANY($1::bigint[]) ORDER BY lower(t."name")`,
      [campaignIds],
    );
    for (const row of rows) names.get(Number(row.campaign_id))?.push(row.name);
    return names;
  }
}
