import { Injectable } from '@nestjs/common';

import { jobsSchemaOf } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

const NOW = `(now() at time zone 'utc')`;
/** minutes a due entry may wait before it is overdue, and before it is stuck (the sweep wakes every journey each minute) */
export const OVERDUE_MINUTES = 1;
export const STUCK_MINUTES = 15;
/** the window throughput is measured over */
export const WINDOW_MINUTES = 15;

/**
 * An Active enrolment's touch state (e: enrolment, j: its journey): Snoozed (a wait not yet due), InProgress (claimed by
 * a run or retried later: due ahead), Stuck / Overdue (an enabled journey's step due for 15 / 1 minutes), else
 * NeverTouched (no step run yet) or WaitingForNextPass.
 */
const TOUCH = `CASE WHEN e."phase" = 1 AND e."due_at" > ${NOW} THEN 'Snoozed'
  WHEN e."due_at" > ${NOW} THEN 'InProgress'
  WHEN j."status" = 'Enabled' AND e."due_at" <= ${NOW} - make_interval(mins => ${STUCK_MINUTES}) THEN 'Stuck'
  WHEN j."status" = 'Enabled' AND e."due_at" <= ${NOW} - make_interval(mins => ${OVERDUE_MINUTES}) THEN 'Overdue'
  WHEN e."step_no" = 0 THEN 'NeverTouched' ELSE 'WaitingForNextPass' END`;

export interface TouchCounts {
  total: number;
  NeverTouched: number;
  WaitingForNextPass: number;
  Snoozed: number;
  Overdue: number;
  Stuck: number;
  InProgress: number;
}

export interface EntryRow {
  id: string;
  user_id: number;
  journey_id: string;
  journey_name: string;
  list_id: string;
  subscriber_id: string;
  email: string;
  action_id: string | null;
  action_type: string | null;
  order_no: number | null;
  touch: string;
  phase: number;
  due_at: Date;
  started_at: Date;
  waited_at: Date | null;
  position?: number;
}

export interface EntryFilter {
  journeyId?: number;
  actionId?: number;
  touch?: string;
  keyword?: string;
  entryId?: number;
  subscriberId?: number;
  email?: string;
  listId?: number;
}

const ORDER: Record<string, string> = { dueat: 'e."due_at"', createdat: 'e."started_at"', entryid: 'e."id"' };

const ENTRY_COLUMNS = `e."id", e."user_id", e."journey_id", j."name" AS "journey_name", e."list_id", e."subscriber_id", e."email", e."action_id",
  a."type" AS "action_type", a."order_no", ${TOUCH} AS "touch", e."phase",
  e."due_at" AT TIME ZONE 'utc' AS "due_at", e."started_at" AT TIME ZONE 'utc' AS "started_at", e."waited_at" AT TIME ZONE 'utc' AS "waited_at"`;

/** Admin reads of every user's journey enrolments (the engine's queue) and the unstuck write. */
@Injectable()
export class AdminJourneysRepository {
  constructor(private readonly db: ServiceDb) {}

  async journeyExists(journeyId: number): Promise<boolean> {
    return (await this.db.one(`SELECT 1 FROM "journeys"."journey" WHERE "id" = $1`, [journeyId])) !== undefined;
  }

  async touchCounts(journeyId?: number, actionId?: number): Promise<TouchCounts> {
    const row = await this.db.one<TouchCounts>(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE t = 'NeverTouched')::int AS "NeverTouched", count(*) FILTER (WHERE t = 'WaitingForNextPass')::int AS "WaitingForNextPass",
              count(*) FILTER (WHERE t = 'Snoozed')::int AS "Snoozed", count(*) FILTER (WHERE t = 'Overdue')::int AS "Overdue",
              count(*) FILTER (WHERE t = 'Stuck')::int AS "Stuck", count(*) FILTER (WHERE t = 'InProgress')::int AS "InProgress"
       FROM (SELECT ${TOUCH} AS t FROM "journeys"."enrolment" e JOIN "journeys"."journey" j ON j."id" = e."journey_id"
             WHERE e."status" = 'Active' AND ($1::bigint IS NULL OR e."journey_id" = $1) AND ($2::bigint IS NULL OR e."action_id" = $2)) s`,
      [journeyId ?? null, actionId ?? null],
    );
    return row!;
  }

  /** steps with an effect run, and entries that ended, in the window */
  async completionsInWindow(journeyId?: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT ((SELECT count(*) FROM "journeys"."step_effect" s JOIN "journeys"."enrolment" e ON e."id" = s."enrolment_id"
                WHERE s."created_at" > ${NOW} - make_interval(mins => $2) AND ($1::bigint IS NULL OR e."journey_id" = $1))
             + (SELECT count(*) FROM "journeys"."enrolment" e WHERE e."ended_at" > ${NOW} - make_interval(mins => $2) AND ($1::bigint IS NULL OR e."journey_id" = $1)))::int AS "n"`,
      [journeyId ?? null, WINDOW_MINUTES],
    );
    return row?.n ?? 0;
  }

  /** the engine's advance jobs waiting, retrying or running (for one journey when given) */
  async engineJobs(journeyId?: number): Promise<{ state: string; started_seconds_ago: number | null }[]> {
    return this.db.query(
      `SELECT "state", EXTRACT(EPOCH FROM now() - "started_on")::int AS "started_seconds_ago" FROM "${jobsSchemaOf('journeys')}"."job"
       WHERE "name" = 'journeys.advance' AND "state" IN ('created', 'retry', 'active') AND "start_after" <= now()
         AND ($1::bigint IS NULL OR ("data"->>'journeyId')::bigint = $1)`,
      [journeyId ?? null],
    );
  }

  stuckByJourney(): Promise<{ journey_id: string; name: string; user_id: number; stuck: number }[]> {
    return this.db.query(
      `SELECT j."id" AS "journey_id", j."name", j."user_id", count(*)::int AS "stuck"
       FROM "journeys"."enrolment" e JOIN "journeys"."journey" j ON j."id" = e."journey_id"
       WHERE e."status" = 'Active' AND ${TOUCH} = 'Stuck'
       GROUP BY j."id", j."name", j."user_id" ORDER BY count(*) DESC, j."id"`,
    );
  }

  /** the stuck entries (of one journey) made due now; the journeys they belong to, with how many */
  resetStuck(journeyId?: number): Promise<{ journey_id: string }[]> {
    return this.db.returning(
      `UPDATE "journeys"."enrolment" e SET "due_at" = ${NOW}
       FROM "journeys"."journey" j
       WHERE j."id" = e."journey_id" AND e."status" = 'Active' AND ${TOUCH} = 'Stuck' AND ($1::bigint IS NULL OR e."journey_id" = $1)
       RETURNING e."journey_id"`,
      [journeyId ?? null],
    );
  }

  pendingByUser(): Promise<{ user_id: number; pending: number }[]> {
    return this.db.query(
      `SELECT "user_id", count(*)::int AS "pending" FROM "journeys"."enrolment"
       WHERE "status" = 'Active' AND "due_at" <= ${NOW} GROUP BY "user_id" ORDER BY count(*) DESC, "user_id"`,
    );
  }

  private where(f: EntryFilter, params: unknown[]): string {
    const where = [`e."status" = 'Active'`];
    const add = (sql: string, v: unknown) => {
      params.push(v);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (f.journeyId) add(`e."journey_id" = ?`, f.journeyId);
    if (f.actionId) add(`e."action_id" = ?`, f.actionId);
    if (f.touch) add(`${TOUCH} = ?`, f.touch);
    if (f.keyword) add(`e."email" ILIKE ?`, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.entryId) add(`e."id" = ?`, f.entryId);
    if (f.subscriberId) add(`e."subscriber_id" = ?`, f.subscriberId);
    if (f.email) add(`lower(e."email") = lower(?)`, f.email);
    if (f.listId) add(`e."list_id" = ?`, f.listId);
    return where.join(' AND ');
  }

  async entries(f: EntryFilter, order: string, desc: boolean, limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
    const params: unknown[] = [];
    const where = this.where(f, params);
    const from = `"journeys"."enrolment" e JOIN "journeys"."journey" j ON j."id" = e."journey_id" LEFT JOIN "journeys"."action" a ON a."id" = e."action_id"`;
    const counted = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM ${from} WHERE ${where}`, params);
    const rows = await this.db.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM ${from} WHERE ${where}
       ORDER BY ${ORDER[order] ?? 'e."due_at"'} ${desc ? 'DESC' : 'ASC'}, e."id" LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total: counted?.n ?? 0 };
  }

  /** the matching entries with their place in their journey's queue: 1 + the active entries due before them */
  positions(f: EntryFilter): Promise<EntryRow[]> {
    const params: unknown[] = [];
    const where = this.where(f, params);
    return this.db.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS},
              (1 + (SELECT count(*) FROM "journeys"."enrolment" x WHERE x."journey_id" = e."journey_id" AND x."status" = 'Active'
                      AND (x."due_at" < e."due_at" OR (x."due_at" = e."due_at" AND x."id" < e."id"))))::int AS "position"
       FROM "journeys"."enrolment" e JOIN "journeys"."journey" j ON j."id" = e."journey_id" LEFT JOIN "journeys"."action" a ON a."id" = e."action_id"
       WHERE ${where} ORDER BY e."id" LIMIT 100`,
      params,
    );
  }

  action(
    actionId: number,
  ): Promise<
    { id: string; type: string; order_no: number; journey_id: string; journey_name: string; journey_status: string; completed_runs: string } | undefined
  > {
    return this.db.one(
      `SELECT a."id", a."type", a."order_no", a."journey_id", j."name" AS "journey_name", j."status" AS "journey_status", a."completed_runs"
       FROM "journeys"."action" a JOIN "journeys"."journey" j ON j."id" = a."journey_id" WHERE a."id" = $1`,
      [actionId],
    );
  }

  async subscribersAt(actionId: number): Promise<number[]> {
    const rows = await this.db.query<{ subscriber_id: string }>(
      `SELECT "subscriber_id" FROM "journeys"."enrolment" WHERE "status" = 'Active' AND "action_id" = $1 ORDER BY "id" LIMIT 5000`,
      [actionId],
    );
    return rows.map((r) => Number(r.subscriber_id));
  }
}
