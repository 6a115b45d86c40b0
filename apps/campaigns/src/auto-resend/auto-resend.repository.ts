import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource } from '@mail/db';

/** What the finished original says about its auto-resend. */
export interface AutoResendSettings {
  wanted: boolean;
  waitDays: number;
}

/** The auto-resend's SQL: whether a finished run wants one, and the child campaign that sends it. */
@Injectable()
export class AutoResendRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  /** Read in the transaction that finished the run: a Sent, non-Recursive campaign that is no resend itself, with auto-resend on. */
  async settings(m: EntityManager, campaignId: number): Promise<AutoResendSettings> {
    const [row] = await m.query(
      `SELECT ("status" = 'Sent' AND "auto_resend_enabled" AND "auto_resend_wait_days" > 0 AND "schedule_type" <> 'Recursive' AND "parent_run" IS NULL) AS "wanted",
              "auto_resend_wait_days" AS "days"
       FROM "campaigns"."campaign" WHERE "id" = $1`,
      [campaignId],
    );
    return { wanted: row?.wanted === true, waitDays: Number(row?.days ?? 0) };
  }

  /** Recipients of the run who were sent the message and have not opened it (people only; a click implies an open). */
  async nonOpeners(campaignId: number, run: number): Promise<number> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS "n" FROM "campaigns"."recipient" p WHERE p."campaign_id" = $1 AND p."run" = $2 AND p."state" = 'sent'
         AND NOT EXISTS (SELECT 1 FROM "campaigns"."tracking_event" o
                         WHERE o."campaign_id" = $1 AND o."kind" = 'open' AND o."subscriber_id" = p."subscriber_id" AND o."recipient_id" = p."id" AND NOT o."is_bot")`,
      [campaignId, run],
    );
    return row.n;
  }

  /**
   * The resend of the original's run: a Ready, Immediate copy (email — or the A/B test's first email — audience,
   * settings, tags) linked to its parent, sending with AutoResendSubject and PreHeaderText. Created once per run (a
   * repeated job finds it); undefined when the original is gone or no longer wants a resend.
   */
  async createChild(campaignId: number, run: number): Promise<{ id: number; created: boolean } | undefined> {
    return this.db.transaction(async (m) => {
      const inserted: { id: string }[] = await m.query(
        `INSERT INTO "campaigns"."campaign" ("user_id", "name", "status", "email_id", "schedule_type", "next_send_at", "google_analytics_domains",
           "publish_on_rss", "s2s_enabled", "recipient_lists_and_segments", "exclude_lists_and_segments", "rules_json_bundle",
           "parent_campaign_id", "parent_run", "subject_override", "preheader_override")
         SELECT c."user_id", left(c."name" || ' (auto-resend)', 255), 'Ready', coalesce(c."email_id", (c."ab_variations"->0->>'emailId')::bigint),
           'Immediate', now(), c."google_analytics_domains", c."publish_on_rss", c."s2s_enabled", c."recipient_lists_and_segments",
           c."exclude_lists_and_segments", c."rules_json_bundle", c."id", $2, c."auto_resend_subject", nullif(c."auto_resend_preheader_text", '')
         FROM "campaigns"."campaign" c
         WHERE c."id" = $1 AND c."auto_resend_enabled" AND c."schedule_type" <> 'Recursive' AND c."parent_run" IS NULL
         ON CONFLICT ("parent_campaign_id", "parent_run") WHERE "parent_run" IS NOT NULL DO NOTHING
         RETURNING "id"`,
        [campaignId, run],
      );
      if (inserted[0]) {
        const id = Number(inserted[0].id);
        await m.query(
          `INSERT INTO "campaigns"."campaign_tag_link" ("campaign_id", "tag_id") SELECT $1, "tag_id" FROM "campaigns"."campaign_tag_link" WHERE "campaign_id" = $2`,
          [id, campaignId],
        );
        return { id, created: true };
      }
      const [existing]: { id: string }[] = await m.query(`SELECT "id" FROM "campaigns"."campaign" WHERE "parent_campaign_id" = $1 AND "parent_run" = $2`, [
        campaignId,
        run,
      ]);
      return existing ? { id: Number(existing.id), created: false } : undefined;
    });
  }
}
