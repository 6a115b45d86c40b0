import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import type { CampaignContent } from '../rendering/campaign-content';

interface EmailColumns {
  id: string;
  subject: string;
  from_name: string;
  from_email: string;
  reply_to_name: string;
  reply_to_email: string;
  content_type: string;
  html_content: string;
  plain_content: string;
  preheader_text: string;
}

function emailOf(row: EmailColumns): CampaignContent['email'] {
  return {
    id: Number(row.id),
    subject: row.subject,
    fromName: row.from_name,
    fromEmail: row.from_email,
    replyToName: row.reply_to_name,
    replyToEmail: row.reply_to_email,
    contentType: row.content_type,
    html: row.html_content,
    plain: row.plain_content,
    preheader: row.preheader_text,
  };
}

/**
 * Reads what a run's content is made of: the campaign's email (an auto-resend's subject and preheader override
 * its email's; with an A/B test and no email of its own, the first variation's) and name, the A/B variations'
 * emails, and the ids of its links.
 */
@Injectable()
export class RunContentRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  async email(campaignId: number): Promise<{ campaignName: string; email: CampaignContent['email'] } | undefined> {
    const [row] = await this.db.query(
      `SELECT c."name" AS "campaign_name", e."id", coalesce(c."subject_override", e."subject") AS "subject", e."from_name", e."from_email",
              e."reply_to_name", e."reply_to_email", e."content_type", e."html_content", e."plain_content",
              coalesce(c."preheader_override", e."preheader_text") AS "preheader_text"
       FROM "campaigns"."campaign" c
       JOIN "campaigns"."email" e ON e."id" = coalesce(c."email_id", (c."ab_variations"->0->>'emailId')::bigint) AND e."user_id" = c."user_id"
       WHERE c."id" = $1`,
      [campaignId],
    );
    if (!row) return undefined;
    return { campaignName: row.campaign_name, email: emailOf(row) };
  }

  /** The A/B test's variations with their emails, in the test's order ([] without a test); an email gone since is left out. */
  async variations(campaignId: number): Promise<NonNullable<CampaignContent['variations']>> {
    const rows = await this.db.query(
      `SELECT (a.v->>'weight')::float8 AS "weight", e."id", e."subject", e."from_name", e."from_email", e."reply_to_name", e."reply_to_email",
              e."content_type", e."html_content", e."plain_content", e."preheader_text"
       FROM "campaigns"."campaign" c
       CROSS JOIN LATERAL jsonb_array_elements(c."ab_variations") WITH ORDINALITY AS a(v, "ord")
       JOIN "campaigns"."email" e ON e."id" = (a.v->>'emailId')::bigint AND e."user_id" = c."user_id"
       WHERE c."id" = $1
       ORDER BY a."ord"`,
      [campaignId],
    );
    return rows.map((r: EmailColumns & { weight: number }) => ({ emailId: Number(r.id), weight: Number(r.weight), email: emailOf(r) }));
  }

  /** The campaign's link id for each URL, each URL stored once per campaign. */
  async linkIds(campaignId: number, urls: string[]): Promise<Record<string, number>> {
    if (!urls.length) return {};
    await this.db.query(`INSERT INTO "campaigns"."link" ("campaign_id", "url") SELECT $1, u FROM unnest($2::text[]) AS u ON CONFLICT DO NOTHING`, [
      campaignId,
      urls,
    ]);
    const rows: { id: string; url: string }[] = await this.db.query(
      `SELECT "id", "url" FROM "campaigns"."link" WHERE "campaign_id" = $1 AND md5("url") = ANY(SELECT md5(u) FROM unnest($2::text[]) AS u)`,
      [campaignId, urls],
    );
    return Object.fromEntries(rows.map((r) => [r.url, Number(r.id)]));
  }
}
