import { Injectable } from '@nestjs/common';

import { type Queryable, ServiceDb } from '@mail/kit';

import type { JourneyCounts, JourneyRow } from './journey.row';

const COLUMNS = `j."id", j."user_id", j."name", j."trigger", j."trigger_params", j."status", j."notes",
  to_char(j."created_at", 'YYYY-MM-DD HH24:MI:SS') AS "created_at", to_char(j."updated_at", 'YYYY-MM-DD HH24:MI:SS') AS "updated_at"`;

/** a ScheduledPull journey's Interval as SQL */
const PULL_INTERVAL = `(CASE "trigger_params"->>'Interval' WHEN 'hourly' THEN interval '1 hour' WHEN 'weekly' THEN interval '7 days' ELSE interval '1 day' END)`;

export interface JourneyChanges {
  name?: string;
  notes?: string;
  trigger?: string;
  triggerParams?: Record<string, unknown>;
}

/** Journeys of a user: another user's journey is never found. */
@Injectable()
export class JourneyRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, name: string, notes: string, trigger: string, triggerParams: Record<string, unknown>): Promise<JourneyRow> {
    const [row] = await this.db.query<JourneyRow>(
      `WITH j AS (INSERT INTO "journeys"."journey" ("user_id", "name", "notes", "trigger", "trigger_params") VALUES ($1, $2, $3, $4, $5) RETURNING *)
       SELECT ${COLUMNS} FROM j`,
      [userId, name, notes, trigger, triggerParams],
    );
    return row;
  }

  findOwned(userId: number, id: number, q: Queryable = this.db): Promise<JourneyRow | undefined> {
    return q.query(`SELECT ${COLUMNS} FROM "journeys"."journey" j WHERE j."id" = $1 AND j."user_id" = $2`, [id, userId]).then((rows: JourneyRow[]) => rows[0]);
  }

  /** the ids among `ids` of the user's journeys */
  async ownedIds(userId: number, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "journeys"."journey" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2`, [ids, userId]);
    return rows.map((r) => Number(r.id));
  }

  findById(id: number): Promise<JourneyRow | undefined> {
    return this.db.one<JourneyRow>(`SELECT ${COLUMNS} FROM "journeys"."journey" j WHERE j."id" = $1`, [id]);
  }

  listOwned(userId: number): Promise<JourneyRow[]> {
    return this.db.query<JourneyRow>(`SELECT ${COLUMNS} FROM "journeys"."journey" j WHERE j."user_id" = $1 ORDER BY j."id"`, [userId]);
  }

  /** the user's Enabled journeys with one of these triggers (the trigger consumers' look-up) */
  enabledWithTrigger(userId: number, triggers: string[], q: Queryable = this.db): Promise<JourneyRow[]> {
    return q.query(`SELECT ${COLUMNS} FROM "journeys"."journey" j WHERE j."user_id" = $1 AND j."status" = 'Enabled' AND j."trigger" = ANY($2::text[])`, [
      userId,
      triggers,
    ]);
  }

  /**
   * ScheduledPull: the Enabled such journeys whose next pull has come (or never was set), their next pull moved one
   * Interval (hourly, daily, weekly) on, in the caller's transaction (the tick sends their pulls in it).
   */
  async claimDuePulls(q: Queryable): Promise<number[]> {
    const rows = await this.db.returning<{ id: string }>(
      `UPDATE "journeys"."journey" SET "next_pull_at" = (now() at time zone 'utc') + ${PULL_INTERVAL}
       WHERE "trigger" = 'ScheduledPull' AND "status" = 'Enabled' AND ("next_pull_at" IS NULL OR "next_pull_at" <= now() at time zone 'utc')
       RETURNING "id"`,
      [],
      q,
    );
    return rows.map((r) => Number(r.id));
  }

  /** ScheduledPull: pull this Enabled journey now (true), its next pull one Interval on */
  async claimPullNow(q: Queryable, id: number): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "journeys"."journey" SET "next_pull_at" = (now() at time zone 'utc') + ${PULL_INTERVAL}
       WHERE "id" = $1 AND "trigger" = 'ScheduledPull' AND "status" = 'Enabled' RETURNING "id"`,
      [id],
      q,
    );
    return rows.length > 0;
  }

  /** the trigger parameters of the user's Enabled journeys with this trigger (prepared: read for every subscriber event) */
  async enabledTriggerParams(userId: number, trigger: string): Promise<Record<string, unknown>[]> {
    const rows = await this.db.prepared<{ trigger_params: Record<string, unknown> }>(
      `SELECT j."trigger_params" FROM "journeys"."journey" j WHERE j."user_id" = $1 AND j."status" = 'Enabled' AND j."trigger" = $2`,
      [userId, trigger],
    );
    return rows.map((r) => r.trigger_params);
  }

  /** a new journey (Disabled) in the caller's transaction: a copy's */
  async insertIn(q: Queryable, userId: number, name: string, notes: string, trigger: string, triggerParams: Record<string, unknown>): Promise<JourneyRow> {
    const rows: JourneyRow[] = await q.query(
      `WITH j AS (INSERT INTO "journeys"."journey" ("user_id", "name", "notes", "trigger", "trigger_params") VALUES ($1, $2, $3, $4, $5) RETURNING *)
       SELECT ${COLUMNS} FROM j`,
      [userId, name, notes, trigger, triggerParams],
    );
    return rows[0];
  }

  async update(id: number, changes: JourneyChanges): Promise<void> {
    await this.db.query(
      `UPDATE "journeys"."journey" SET "name" = coalesce($2, "name"), "notes" = coalesce($3, "notes"), "trigger" = coalesce($4, "trigger"),
         "trigger_params" = coalesce($5, "trigger_params"), "updated_at" = now() at time zone 'utc' WHERE "id" = $1`,
      [id, changes.name ?? null, changes.notes ?? null, changes.trigger ?? null, changes.triggerParams ?? null],
    );
  }

  /** true when the status changed (false: it already was `status`) */
  async setStatus(id: number, status: 'Enabled' | 'Disabled'): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "journeys"."journey" SET "status" = $2, "updated_at" = now() at time zone 'utc' WHERE "id" = $1 AND "status" <> $2 RETURNING "id"`,
      [id, status],
    );
    return rows.length > 0;
  }

  async delete(id: number, q: Queryable): Promise<void> {
    await q.query(`DELETE FROM "journeys"."journey" WHERE "id" = $1`, [id]);
  }

  /** journey id → enrolment counts */
  async counts(journeyIds: number[]): Promise<Map<number, JourneyCounts>> {
    if (!journeyIds.length) return new Map();
    const rows = await this.db.query<{ journey_id: string; active: string; total: string }>(
      `SELECT "journey_id", count(*) FILTER (WHERE "status" = 'Active') AS "active", count(*) AS "total"
       FROM "journeys"."enrolment" WHERE "journey_id" = ANY($1::bigint[]) GROUP BY 1`,
      [journeyIds],
    );
    return new Map(rows.map((r) => [Number(r.journey_id), { active: Number(r.active), total: Number(r.total) }]));
  }
}
