import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import type { CampaignStatus } from '@mail/contracts';
import { InjectDataSource, returningRows } from '@mail/db';

import { CAMPAIGN_COLUMNS, type CampaignPatch, type CampaignRow } from './campaign.row';
import { DUE_STATUSES } from './campaign-status.rules';

/** Runs SQL: the data source or a transaction's EntityManager. */
export type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * A status change and the states it applies from; next_send_at becomes now() when the campaign has no time yet,
 * and a campaign moving towards sending without a schedule is sent now (ScheduleType Immediate).
 */
export interface StatusMove {
  from: readonly CampaignStatus[];
  to: CampaignStatus;
}

export interface StatusMoveResult {
  /** the status before the move; undefined when the caller owns no such campaign */
  before?: CampaignStatus;
  moved: boolean;
  /** when the moved campaign is due */
  dueAt?: Date;
}

const SELECT = `SELECT ${CAMPAIGN_COLUMNS} FROM "campaigns"."campaign" c`;
const JSON_COLUMNS = new Set(['rules_json_bundle', 'ab_variations']);

/**
 * Campaign rows. Every statement is scoped by owner, so another user's campaign is indistinguishable from a
 * missing one. The recipient queue and tracking rows belong to the delivery and tracking slices; this
 * repository only removes them with their campaign.
 */
@Injectable()
export class CampaignRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  transaction<T>(work: (q: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(userId: number, name: string, q: Queryable = this.db): Promise<number> {
    const rows: { id: string }[] = await q.query(`INSERT INTO "campaigns"."campaign" ("user_id", "name") VALUES ($1, $2) RETURNING "id"`, [userId, name]);
    return Number(rows[0].id);
  }

  async findOwned(userId: number, id: number, q: Queryable = this.db): Promise<CampaignRow | undefined> {
    const rows: CampaignRow[] = await q.query(`${SELECT} WHERE c."id" = $1 AND c."user_id" = $2`, [id, userId]);
    return rows[0];
  }

  /** those of `ids` that are campaigns of the user */
  async ownedIds(userId: number, ids: number[]): Promise<number[]> {
    const rows: { id: string }[] = await this.db.query(`SELECT "id" FROM "campaigns"."campaign" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`, [
      userId,
      ids,
    ]);
    return rows.map((r) => Number(r.id));
  }

  async emailOwned(userId: number, emailId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM "campaigns"."email" WHERE "id" = $1 AND "user_id" = $2`, [emailId, userId]);
    return rows.length > 0;
  }

  /** those of `ids` that are emails of the user */
  async ownedEmailIds(userId: number, ids: number[]): Promise<number[]> {
    const rows: { id: string }[] = await this.db.query(`SELECT "id" FROM "campaigns"."email" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`, [userId, ids]);
    return rows.map((r) => Number(r.id));
  }

  /** Writes the given columns only; the JSON columns are stored as JSON (null clears them). */
  async update(userId: number, id: number, patch: CampaignPatch, q: Queryable = this.db): Promise<void> {
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (!entries.length) return;
    const json = (column: string, value: unknown) => JSON_COLUMNS.has(column) && value !== null;
    const sets = entries.map(([column, value], i) => `"${column}" = $${i + 3}${json(column, value) ? '::jsonb' : ''}`);
    const values = entries.map(([column, value]) => (json(column, value) ? JSON.stringify(value) : value));
    await q.query(`UPDATE "campaigns"."campaign" SET ${sets.join(', ')}, "updated_at" = (now() at time zone 'utc') WHERE "id" = $1 AND "user_id" = $2`, [
      id,
      userId,
      ...values,
    ]);
  }

  /**
   * Moves the status in one statement (the row is locked while it is read and written), so a delivery worker
   * checking the status before its next batch sees either the old or the new state, never a half-done move.
   */
  async move(userId: number, id: number, move: StatusMove): Promise<StatusMoveResult> {
    const nextSendAt = `CASE WHEN c."next_send_at" IS NULL OR (c."send_started_at" IS NOT NULL AND c."send_finished_at" IS NULL) THEN now() ELSE c."next_send_at" END`;
    const scheduleType = `CASE WHEN $3 = ANY($5::text[]) AND c."schedule_type" = 'Not Scheduled' THEN 'Immediate' ELSE c."schedule_type" END`;
    const rows: { before: CampaignStatus; moved: boolean; due_at: Date | null }[] = await this.db.query(
      `WITH cur AS (SELECT "id", "status" FROM "campaigns"."campaign" WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE),
            upd AS (UPDATE "campaigns"."campaign" c
                    SET "status" = $3, "next_send_at" = ${nextSendAt}, "schedule_type" = ${scheduleType}, "updated_at" = (now() at time zone 'utc')
                    FROM cur WHERE c."id" = cur."id" AND cur."status" = ANY($4::text[]) RETURNING c."id", c."next_send_at")
       SELECT cur."status" AS "before", EXISTS (SELECT 1 FROM upd) AS "moved", (SELECT "next_send_at" FROM upd) AS "due_at" FROM cur`,
      [id, userId, move.to, move.from, DUE_STATUSES],
    );
    const row = rows[0];
    return row ? { before: row.before, moved: row.moved, dueAt: row.due_at ?? undefined } : { moved: false };
  }

  /** A Draft copy without the schedule, the counters or the send history; tags copied. Undefined when not the caller's. */
  async copy(userId: number, id: number): Promise<number | undefined> {
    const copied = [
      'name',
      'email_id',
      'approval_user_explanation',
      'google_analytics_domains',
      'publish_on_rss',
      's2s_enabled',
      'recipient_lists_and_segments',
      'exclude_lists_and_segments',
      'rules_json_bundle',
      'auto_resend_enabled',
      'auto_resend_wait_days',
      'auto_resend_subject',
      'auto_resend_preheader_text',
      'ab_variations',
    ]
      .map((c) => `"${c}"`)
      .join(', ');
    const rows: { id: string }[] = await this.db.query(
      `WITH src AS (SELECT * FROM "campaigns"."campaign" WHERE "id" = $1 AND "user_id" = $2),
            ins AS (INSERT INTO "campaigns"."campaign" ("user_id", ${copied}) SELECT "user_id", ${copied} FROM src RETURNING "id"),
            tags AS (INSERT INTO "campaigns"."campaign_tag_link" ("campaign_id", "tag_id")
                     SELECT ins."id", l."tag_id" FROM ins, "campaigns"."campaign_tag_link" l WHERE l."campaign_id" = $1)
       SELECT "id" FROM ins`,
      [id, userId],
    );
    return rows[0] ? Number(rows[0].id) : undefined;
  }

  /** Deletes the caller's campaigns among `ids` and their auto-resend children, with their recipients, links and tracking events. */
  deleteOwned(userId: number, ids: number[]): Promise<number> {
    return this.db.transaction(async (q) => {
      const owned = returningRows<{ id: string }>(
        await q.query(
          `DELETE FROM "campaigns"."campaign" WHERE "user_id" = $2
             AND ("id" = ANY($1::bigint[]) OR ("parent_run" IS NOT NULL AND "parent_campaign_id" = ANY($1::bigint[]))) RETURNING "id"`,
          [ids, userId],
        ),
      ).map((r) => r.id);
      for (const table of ['recipient', 'tracking_event', 'event_tally', 'link']) {
        await q.query(`DELETE FROM "campaigns"."${table}" WHERE "campaign_id" = ANY($1::bigint[])`, [owned]);
      }
      return owned.length;
    });
  }

  /** Messages accepted by SMTP in the campaign's current run, and the seconds between the first and the last. */
  /** the run's send span, kept by the settle statement (delivery) as batches are accepted */
  async sendSpan(campaignId: number, run: number): Promise<{ sent: number; seconds: number }> {
    const rows: { sent: number; seconds: string | null }[] = await this.db.query(
      `SELECT "sent", extract(epoch FROM "last_sent_at" - "first_sent_at") AS "seconds" FROM "campaigns"."campaign_run" WHERE "campaign_id" = $1 AND "run" = $2`,
      [campaignId, run],
    );
    return { sent: Number(rows[0]?.sent ?? 0), seconds: Number(rows[0]?.seconds ?? 0) };
  }
}
