import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

import type { AutomatedReportFields, AutomatedReportRow, ReportCampaign } from './automated-report.row';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const COLUMNS = `"id"::int AS "id", "user_id", "name", "frequency", "filter_type", "filter_tags"::int[] AS "filter_tags", "recipient_emails", "status",
  ${utc('"last_run_at"')} AS "last_run_at", ${utc('"next_run_at"')} AS "next_run_at", to_char("created_at", 'YYYY-MM-DD HH24:MI:SS') AS "created_at"`;

/** A due report as the scheduler claims it: what the run needs to fix its period. */
export interface DueReport {
  id: number;
  frequency: AutomatedReportRow['frequency'];
  last_run_at: Date | null;
}

/**
 * automated_report, always scoped to its owner (another user's report is indistinguishable from a missing one),
 * plus the reads a report needs from the campaign tables (the caller's tags, the campaigns sent in a period).
 */
@Injectable()
export class AutomatedReportRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, f: AutomatedReportFields): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "campaigns"."automated_report" ("user_id", "name", "frequency", "filter_type", "filter_tags", "recipient_emails", "status", "next_run_at")
       VALUES ($1, $2, $3, $4, $5::bigint[], $6, $7, $8) RETURNING "id"`,
      [userId, f.name, f.frequency, f.filter_type, f.filter_tags, f.recipient_emails, f.status, f.next_run_at],
    );
    return Number(row.id);
  }

  async update(userId: number, id: number, f: AutomatedReportFields): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "campaigns"."automated_report" SET "name" = $3, "frequency" = $4, "filter_type" = $5, "filter_tags" = $6::bigint[],
         "recipient_emails" = $7, "status" = $8, "next_run_at" = $9, "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`,
      [id, userId, f.name, f.frequency, f.filter_type, f.filter_tags, f.recipient_emails, f.status, f.next_run_at],
    );
    return rows.length > 0;
  }

  async setStatus(userId: number, id: number, status: AutomatedReportRow['status'], nextRunAt: Date | null): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "campaigns"."automated_report" SET "status" = $3, "next_run_at" = $4, "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`,
      [id, userId, status, nextRunAt],
    );
    return rows.length > 0;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.returning(`DELETE FROM "campaigns"."automated_report" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId]);
    return rows.length > 0;
  }

  findOwned(userId: number, id: number): Promise<AutomatedReportRow | undefined> {
    return this.db.one<AutomatedReportRow>(`SELECT ${COLUMNS} FROM "campaigns"."automated_report" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]);
  }

  /** the run reads the report without an owner: the job names it by id only */
  find(id: number): Promise<AutomatedReportRow | undefined> {
    return this.db.one<AutomatedReportRow>(`SELECT ${COLUMNS} FROM "campaigns"."automated_report" WHERE "id" = $1`, [id]);
  }

  list(userId: number, filter: { status?: string; frequency?: string }): Promise<AutomatedReportRow[]> {
    return this.db.query<AutomatedReportRow>(
      `SELECT ${COLUMNS} FROM "campaigns"."automated_report"
       WHERE "user_id" = $1 AND ($2::text IS NULL OR "status" = $2) AND ($3::text IS NULL OR "frequency" = $3) ORDER BY "id"`,
      [userId, filter.status ?? null, filter.frequency ?? null],
    );
  }

  /** Those of `ids` that are campaign tags of the user. */
  async ownedTagIds(userId: number, ids: number[]): Promise<number[]> {
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "campaigns"."campaign_tag" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`, [
      userId,
      ids,
    ]);
    return rows.map((r) => Number(r.id));
  }

  /** Tag names per tag id (tags deleted since are simply absent). */
  async tagNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db.query<{ id: string; name: string }>(`SELECT "id", "name" FROM "campaigns"."campaign_tag" WHERE "id" = ANY($1::bigint[])`, [ids]);
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }

  /**
   * Claims up to `limit` enabled reports due at `now` (FOR UPDATE SKIP LOCKED: replicas and overlapping ticks
   * take different rows) inside the caller's transaction, where the caller moves them on and enqueues their runs.
   */
  async claimDue(m: EntityManager, now: Date, limit: number): Promise<DueReport[]> {
    const rows: { id: string; frequency: DueReport['frequency']; last_run_at: Date | null }[] = await m.query(
      `SELECT "id", "frequency", "last_run_at" FROM "campaigns"."automated_report"
       WHERE "status" = 'enabled' AND "next_run_at" <= $1 ORDER BY "next_run_at", "id" LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
    return rows.map((r) => ({ id: Number(r.id), frequency: r.frequency, last_run_at: r.last_run_at }));
  }

  async markRun(m: EntityManager, id: number, ranAt: Date, nextRunAt: Date): Promise<void> {
    await m.query(`UPDATE "campaigns"."automated_report" SET "last_run_at" = $2, "next_run_at" = $3 WHERE "id" = $1`, [id, ranAt, nextRunAt]);
  }

  /** The user's campaigns whose send started within [from, to), carrying one of `tagIds` unless that is null; oldest first. */
  campaignsSent(userId: number, from: Date, to: Date, tagIds: number[] | null): Promise<ReportCampaign[]> {
    return this.db.query<ReportCampaign>(
      `SELECT c."id"::int AS "id", c."name", to_char(c."send_started_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS "send_started_at"
       FROM "campaigns"."campaign" c
       WHERE c."user_id" = $1 AND c."send_started_at" >= $2 AND c."send_started_at" < $3
         AND ($4::bigint[] IS NULL OR EXISTS (
           SELECT 1 FROM "campaigns"."campaign_tag_link" l WHERE l."campaign_id" = c."id" AND l."tag_id" = ANY($4::bigint[])))
       ORDER BY c."send_started_at", c."id"`,
      [userId, from, to, tagIds],
    );
  }
}
