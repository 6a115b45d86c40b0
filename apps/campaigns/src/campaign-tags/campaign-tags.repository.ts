import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface CampaignTagRecord {
  id: number;
  user_id: number;
  name: string;
}

/**
 * A user's campaign tags by id (tags.get, tag.*): labels unique per user case-insensitively (campaign_tag_name_idx).
 * Giving a campaign its tags by name (Campaign.Create/Update) is CampaignTagRepository's.
 */
@Injectable()
export class CampaignTagsRepository {
  constructor(private readonly db: ServiceDb) {}

  list(userId: number): Promise<CampaignTagRecord[]> {
    return this.db.query<CampaignTagRecord>(
      `SELECT "id"::int AS "id", "user_id", "name" FROM "campaigns"."campaign_tag" WHERE "user_id" = $1 ORDER BY lower("name"), "id"`,
      [userId],
    );
  }

  /** The new tag's id, or undefined when the user has a tag with this label already. */
  async create(userId: number, label: string): Promise<number | undefined> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "campaigns"."campaign_tag" ("user_id", "name") VALUES ($1, $2)
       ON CONFLICT ("user_id", lower("name")) DO NOTHING RETURNING "id"::int AS "id"`,
      [userId, label],
    );
    return row?.id;
  }

  /** 'renamed', 'missing' (no tag of the user has this id) or 'taken' (another of the user's tags has the label). */
  async rename(userId: number, tagId: number, label: string): Promise<'renamed' | 'missing' | 'taken'> {
    const row = await this.db
      .one<{ outcome: 'renamed' | 'missing' | 'taken' }>(
        `WITH target AS (SELECT "id" FROM "campaigns"."campaign_tag" WHERE "id" = $2 AND "user_id" = $1),
            clash AS (SELECT 1 FROM "campaigns"."campaign_tag" WHERE "user_id" = $1 AND lower("name") = lower($3) AND "id" <> $2),
            renamed AS (
              UPDATE "campaigns"."campaign_tag" t SET "name" = $3 FROM target
               WHERE t."id" = target."id" AND NOT EXISTS (SELECT 1 FROM clash) RETURNING t."id")
       SELECT CASE WHEN EXISTS (SELECT 1 FROM renamed) THEN 'renamed'
                   WHEN NOT EXISTS (SELECT 1 FROM target) THEN 'missing' ELSE 'taken' END AS "outcome"`,
        [userId, tagId, label],
      )
      // a rename to the same label committed meanwhile: the unique index answers it
      .catch((error: { code?: string }) => {
        if (error.code === '23505') return { outcome: 'taken' as const };
        throw error;
      });
    return row!.outcome;
  }

  /** Deletes those of the ids that are the user's tags (their campaign links go with them). */
  async deleteOwned(userId: number, tagIds: number[]): Promise<void> {
    await this.db.query(`DELETE FROM "campaigns"."campaign_tag" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`, [userId, tagIds]);
  }

  async owns(userId: number, tagId: number): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 AS "one" FROM "campaigns"."campaign_tag" WHERE "id" = $2 AND "user_id" = $1`, [userId, tagId]));
  }

  /** Links the tag to those of the campaigns that are the user's (a link already there stays one). */
  async assign(userId: number, tagId: number, campaignIds: number[]): Promise<void> {
    await this.db.query(
      `INSERT INTO "campaigns"."campaign_tag_link" ("campaign_id", "tag_id")
       SELECT c."id", $2 FROM "campaigns"."campaign" c WHERE c."user_id" = $1 AND c."id" = ANY($3::bigint[])
       ON CONFLICT DO NOTHING`,
      [userId, tagId, campaignIds],
    );
  }

  /** Unlinks the tag from those of the campaigns that are the user's. */
  async unassign(userId: number, tagId: number, campaignIds: number[]): Promise<void> {
    await this.db.query(
      `DELETE FROM "campaigns"."campaign_tag_link" l USING "campaigns"."campaign" c
        WHERE l."tag_id" = $2 AND l."campaign_id" = ANY($3::bigint[]) AND c."id" = l."campaign_id" AND c."user_id" = $1`,
      [userId, tagId, campaignIds],
    );
  }
}
