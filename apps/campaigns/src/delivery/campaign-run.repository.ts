import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

import type { CampaignContent } from '../rendering/campaign-content';

/** A campaign moved to Sending: `fresh` when a new run started, false when an unfinished run continues (resume). */
export interface StartedRun {
  campaignId: number;
  userId: number;
  run: number;
  fresh: boolean;
}

/** What a run needs about its campaign while it snapshots and sends. */
export interface RunState {
  campaignId: number;
  userId: number;
  run: number;
  status: string;
  currentRun: number;
  emailId: number | null;
  rulesJsonBundle: unknown;
  recipientListsAndSegments: string;
  excludeListsAndSegments: string;
  content: CampaignContent | null;
  neverSuppressed: string[];
  snapshotAfter: number;
  snapshotDone: boolean;
  /** an auto-resend: the original campaign's run, whose non-openers are its audience */
  resendOf: { campaignId: number; run: number } | null;
}

// A run is unfinished while the campaign's current run has no send_finished_at: Paused → Ready → Sending continues it.
const UNFINISHED = `c."current_run" > 0 AND c."send_finished_at" IS NULL`;

/** The campaign rows and run rows of the delivery pipeline. */
@Injectable()
export class CampaignRunRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  /**
   * Moves due Immediate/Future campaigns (or the one given, whatever its schedule time) from Ready/Scheduled to
   * Sending, starting a new run unless an unfinished one continues. Locked rows are skipped: another replica has them.
   */
  async startDue(m: EntityManager, limit: number, campaignId?: number): Promise<StartedRun[]> {
    const due = campaignId
      ? `c."id" = $2`
      : `c."schedule_type" IN ('Immediate', 'Future', 'Recursive') AND (c."next_send_at" <= now() OR (c."schedule_type" = 'Immediate' AND c."next_send_at" IS NULL))`;
    const rows = returningRows<{ id: string; user_id: number; run: number; previous: number }>(
      await m.query(
        `WITH due AS (
           SELECT c."id", c."current_run", (${UNFINISHED}) AS "unfinished" FROM "campaigns"."campaign" c
           WHERE c."status" IN ('Ready', 'Scheduled') AND ${due}
           ORDER BY c."next_send_at" NULLS FIRST, c."id" LIMIT $1 FOR UPDATE SKIP LOCKED
         )
         UPDATE "campaigns"."campaign" c SET "status" = 'Sending', "status_reason" = '', "next_send_at" = NULL,
           "current_run" = CASE WHEN due."unfinished" THEN c."current_run" ELSE c."current_run" + 1 END,
           "send_started_at" = CASE WHEN due."unfinished" THEN c."send_started_at" ELSE now() END,
           "send_finished_at" = NULL, "updated_at" = now() at time zone 'utc'
         FROM due WHERE c."id" = due."id"
         RETURNING c."id", c."user_id", c."current_run" AS "run", due."current_run" AS "previous"`,
        campaignId ? [limit, campaignId] : [limit],
      ),
    );
    return rows.map((r) => ({ campaignId: Number(r.id), userId: r.user_id, run: r.run, fresh: r.run !== r.previous }));
  }

  async createRun(m: EntityManager, campaignId: number, run: number): Promise<void> {
    await m.query(`INSERT INTO "campaigns"."campaign_run" ("campaign_id", "run") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [campaignId, run]);
  }

  async state(campaignId: number, run: number, m: EntityManager | DataSource = this.db): Promise<RunState | undefined> {
    const [row] = await m.query(
      `SELECT c."id", c."user_id", c."status", c."current_run", c."email_id", c."rules_json_bundle", c."recipient_lists_and_segments",
              c."exclude_lists_and_segments", r."content", r."never_suppressed", r."snapshot_after", r."snapshot_done",
              c."parent_campaign_id", c."parent_run"
       FROM "campaigns"."campaign" c JOIN "campaigns"."campaign_run" r ON r."campaign_id" = c."id" AND r."run" = $2
       WHERE c."id" = $1`,
      [campaignId, run],
    );
    if (!row) return undefined;
    return {
      campaignId,
      run,
      userId: row.user_id,
      status: row.status,
      currentRun: row.current_run,
      emailId: row.email_id === null ? null : Number(row.email_id),
      rulesJsonBundle: row.rules_json_bundle,
      recipientListsAndSegments: row.recipient_lists_and_segments,
      excludeListsAndSegments: row.exclude_lists_and_segments,
      content: row.content,
      neverSuppressed: row.never_suppressed,
      snapshotAfter: Number(row.snapshot_after),
      snapshotDone: row.snapshot_done,
      resendOf: row.parent_run === null ? null : { campaignId: Number(row.parent_campaign_id), run: row.parent_run },
    };
  }

  async saveContent(campaignId: number, run: number, content: CampaignContent, neverSuppressed: string[]): Promise<void> {
    await this.db.query(`UPDATE "campaigns"."campaign_run" SET "content" = $3::jsonb, "never_suppressed" = $4 WHERE "campaign_id" = $1 AND "run" = $2`, [
      campaignId,
      run,
      JSON.stringify(content),
      neverSuppressed,
    ]);
  }

  /** Records a committed snapshot page (in the page's transaction): the cursor, and the aliases the content needs. */
  async snapshotProgress(m: EntityManager, campaignId: number, run: number, after: number, done: boolean, aliases?: Record<string, string>): Promise<void> {
    await m.query(
      `UPDATE "campaigns"."campaign_run" SET "snapshot_after" = $3, "snapshot_done" = $4,
         "content" = CASE WHEN $5::jsonb IS NULL THEN "content" ELSE jsonb_set("content", '{mergeTagAliases}', $5::jsonb) END
       WHERE "campaign_id" = $1 AND "run" = $2`,
      [campaignId, run, after, done, aliases ? JSON.stringify(aliases) : null],
    );
  }

  async content(campaignId: number, run: number): Promise<CampaignContent | undefined> {
    const [row] = await this.db.query(`SELECT "content" FROM "campaigns"."campaign_run" WHERE "campaign_id" = $1 AND "run" = $2`, [campaignId, run]);
    return row?.content ?? undefined;
  }

  async isSending(campaignId: number, run: number): Promise<boolean> {
    const [row] = await this.db.query(`SELECT 1 FROM "campaigns"."campaign" WHERE "id" = $1 AND "status" = 'Sending' AND "current_run" = $2`, [
      campaignId,
      run,
    ]);
    return row !== undefined;
  }

  /** Runs still in Sending (the sweep recovers abandoned claims of these and finishes the ones left over). */
  async sendingRuns(): Promise<{ campaignId: number; run: number }[]> {
    const rows: { id: string; current_run: number }[] = await this.db.query(
      `SELECT "id", "current_run" FROM "campaigns"."campaign" WHERE "status" = 'Sending' ORDER BY "id" LIMIT 1000`,
    );
    return rows.map((r) => ({ campaignId: Number(r.id), run: r.current_run }));
  }

  /**
   * Sending → Sent (or Failed when nothing of the run went out and something was refused) once the snapshot is
   * complete and no recipient of the run is queued, being sent or held (a split test's rest). True when this call finished it.
   */
  async finishIfDone(campaignId: number, run: number, m: EntityManager | DataSource = this.db): Promise<boolean> {
    // the cheap test first: the sweep asks about every sending campaign each minute
    const [open] = await m.query(
      `SELECT 1 FROM "campaigns"."campaign_run" r WHERE r."campaign_id" = $1 AND r."run" = $2 AND (NOT r."snapshot_done"
         OR EXISTS (SELECT 1 FROM "campaigns"."recipient" q WHERE q."campaign_id" = $1 AND q."run" = $2 AND q."state" IN ('queued', 'sending', 'held')))`,
      [campaignId, run],
    );
    if (open) return false;
    const rows = returningRows(
      await m.query(
        `WITH outcome AS (
           SELECT count(*) FILTER (WHERE "state" = 'sent') AS "sent", count(*) FILTER (WHERE "state" = 'failed') AS "failed",
                  (array_agg("error" ORDER BY "id" DESC) FILTER (WHERE "state" = 'failed'))[1] AS "last_error"
           FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "run" = $2
         ), finished AS (
           UPDATE "campaigns"."campaign" c SET
             "status" = CASE WHEN o."sent" = 0 AND o."failed" > 0 THEN 'Failed' ELSE 'Sent' END,
             "status_reason" = CASE WHEN o."sent" = 0 AND o."failed" > 0 THEN 'Every message was refused: ' || coalesce(o."last_error", 'unknown error') ELSE '' END,
             "send_finished_at" = now(), "updated_at" = now() at time zone 'utc',
             "rec_sent_instances" = c."rec_sent_instances" + CASE WHEN c."schedule_type" = 'Recursive' THEN 1 ELSE 0 END
           FROM outcome o
           WHERE c."id" = $1 AND c."current_run" = $2 AND c."status" = 'Sending'
             AND EXISTS (SELECT 1 FROM "campaigns"."campaign_run" r WHERE r."campaign_id" = $1 AND r."run" = $2 AND r."snapshot_done")
             AND NOT EXISTS (SELECT 1 FROM "campaigns"."recipient" q WHERE q."campaign_id" = $1 AND q."run" = $2 AND q."state" IN ('queued', 'sending', 'held'))
           RETURNING c."id"
         )
         UPDATE "campaigns"."campaign_run" SET "finished_at" = now() WHERE "campaign_id" = $1 AND "run" = $2 AND EXISTS (SELECT 1 FROM finished)
         RETURNING "run"`,
        [campaignId, run],
      ),
    );
    return rows.length > 0;
  }

  /** A finished Recursive run with instances left: Sent → Scheduled for its next fire time (false when it moved on meanwhile). */
  async scheduleNextRun(campaignId: number, at: Date): Promise<boolean> {
    const rows = returningRows(
      await this.db.query(
        `UPDATE "campaigns"."campaign" SET "status" = 'Scheduled', "next_send_at" = $2, "updated_at" = now() at time zone 'utc'
         WHERE "id" = $1 AND "status" = 'Sent' AND "schedule_type" = 'Recursive' RETURNING "id"`,
        [campaignId, at],
      ),
    );
    return rows.length > 0;
  }

  /** The run cannot go on (no content, no audience, an invalid audience): the campaign is Failed with the reason. */
  async fail(campaignId: number, run: number, reason: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(
        `UPDATE "campaigns"."campaign" SET "status" = 'Failed', "status_reason" = $3, "send_finished_at" = now(), "updated_at" = now() at time zone 'utc'
         WHERE "id" = $1 AND "current_run" = $2 AND "status" IN ('Sending', 'Paused')`,
        [campaignId, run, reason.slice(0, 500)],
      );
      await m.query(`UPDATE "campaigns"."campaign_run" SET "finished_at" = now() WHERE "campaign_id" = $1 AND "run" = $2`, [campaignId, run]);
    });
  }
}
