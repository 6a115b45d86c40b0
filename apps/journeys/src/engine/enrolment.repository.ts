import { Injectable } from '@nestjs/common';

import { type Queryable, ServiceDb } from '@mail/kit';

import type { EnrolmentRow, Entrant, Transition } from './enrolment.row';

const RETURNED = `e."id", e."user_id", e."journey_id", e."subscriber_id", e."list_id", e."email", e."action_id", e."phase", e."step_no"`;

/** Enrolments: set-based enrol, claim and advance (one statement per batch, never one per row). */
@Injectable()
export class EnrolmentRepository {
  constructor(private readonly db: ServiceDb) {}

  /** The entrants not already Active in the journey (one active enrolment per subscriber and journey). */
  enrol(q: Queryable, userId: number, journeyId: number, firstActionId: string | null, entrants: Entrant[]): Promise<EnrolmentRow[]> {
    return this.db.returning<EnrolmentRow>(
      `INSERT INTO "journeys"."enrolment" AS e ("user_id", "journey_id", "subscriber_id", "list_id", "email", "action_id")
       SELECT $1, $2, s, l, m, $3 FROM unnest($4::bigint[], $5::bigint[], $6::text[]) AS u(s, l, m)
       ON CONFLICT ("journey_id", "subscriber_id") WHERE "status" = 'Active' DO NOTHING RETURNING ${RETURNED}`,
      [userId, journeyId, firstActionId, entrants.map((x) => x.subscriberId), entrants.map((x) => x.listId), entrants.map((x) => x.email)],
      q,
    );
  }

  /**
   * Claims due Active enrolments of an Enabled journey, ending waits first (a wait's due time is a promise, a new
   * step's only "as soon as possible"): their due time moves `leaseSeconds` ahead, so a run that dies mid-batch
   * leaves them to be claimed again then (each step is guarded by its step number).
   */
  claimDue(journeyId: number, limit: number, leaseSeconds: number): Promise<EnrolmentRow[]> {
    return this.db.returning<EnrolmentRow>(
      `UPDATE "journeys"."enrolment" e SET "due_at" = now() at time zone 'utc' + make_interval(secs => $3)
       FROM (SELECT x."id" FROM "journeys"."enrolment" x JOIN "journeys"."journey" j ON j."id" = x."journey_id" AND j."status" = 'Enabled'
             WHERE x."journey_id" = $1 AND x."status" = 'Active' AND x."due_at" <= now() at time zone 'utc'
             ORDER BY x."phase" DESC, x."due_at" LIMIT $2 FOR UPDATE OF x SKIP LOCKED) c
       WHERE e."id" = c."id" RETURNING ${RETURNED}`,
      [journeyId, limit, leaseSeconds],
    );
  }

  /** Applies transitions whose step number still matches (a stale run changes nothing); the ids applied. */
  async advance(q: Queryable, t: Transition[]): Promise<Set<string>> {
    if (!t.length) return new Set();
    const rows = await this.db.returning<{ id: string }>(
      `UPDATE "journeys"."enrolment" e SET "action_id" = u.a, "phase" = u.p, "due_at" = u.d AT TIME ZONE 'utc', "status" = u.s, "step_no" = e."step_no" + 1,
         "wait_until" = CASE WHEN u.p = 1 THEN u.d AT TIME ZONE 'utc' ELSE e."wait_until" END,
         "waited_at" = CASE WHEN e."phase" = 1 AND u.p = 0 THEN now() at time zone 'utc' ELSE e."waited_at" END,
         "ended_at" = CASE WHEN u.s = 'Active' THEN NULL ELSE now() at time zone 'utc' END
       FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::smallint[], $5::timestamptz[], $6::text[]) AS u(i, n, a, p, d, s)
       WHERE e."id" = u.i AND e."step_no" = u.n AND e."status" = 'Active' RETURNING e."id"`,
      [
        t.map((x) => x.id),
        t.map((x) => x.stepNo),
        t.map((x) => x.actionId),
        t.map((x) => x.phase),
        t.map((x) => x.dueAt.toISOString()),
        t.map((x) => x.status),
      ],
      q,
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Back to due at `at` without a step taken (a transient failure). */
  async retryAt(ids: string[], at: Date): Promise<void> {
    if (ids.length)
      await this.db.query(`UPDATE "journeys"."enrolment" SET "due_at" = $2::timestamptz AT TIME ZONE 'utc' WHERE "id" = ANY($1::bigint[])`, [
        ids,
        at.toISOString(),
      ]);
  }

  /** Ends a subscriber's Active enrolments in these journeys (all of the user's when null), except `keep`. */
  endActive(q: Queryable, userId: number, subscriberIds: string[], journeyIds: number[] | null, keep: string[] = []): Promise<EnrolmentRow[]> {
    return this.db.returning<EnrolmentRow>(
      `UPDATE "journeys"."enrolment" e SET "status" = 'Exited', "ended_at" = now() at time zone 'utc'
       WHERE e."user_id" = $1 AND e."subscriber_id" = ANY($2::bigint[]) AND e."status" = 'Active'
         AND ($3::bigint[] IS NULL OR e."journey_id" = ANY($3::bigint[])) AND NOT (e."id" = ANY($4::bigint[])) RETURNING ${RETURNED}`,
      [userId, subscriberIds, journeyIds, keep],
      q,
    );
  }

  /** Records that these enrolments entered these actions (journey.action.subscribers); a second entry keeps the first. */
  async recordReach(q: Queryable, reached: { actionId: string; row: EnrolmentRow }[]): Promise<void> {
    if (!reached.length) return;
    await q.query(
      `INSERT INTO "journeys"."action_reach" ("action_id", "subscriber_id", "list_id", "email")
       SELECT a, s, l, m FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) AS u(a, s, l, m)
       JOIN "journeys"."action" x ON x."id" = u.a ON CONFLICT DO NOTHING`,
      [reached.map((r) => r.actionId), reached.map((r) => r.row.subscriber_id), reached.map((r) => r.row.list_id), reached.map((r) => r.row.email)],
    );
  }

  /** Records the emails sent by SendEmail steps, dated, with the recipient's domain (the journey stats); a step once. */
  async recordSends(q: Queryable, sent: { actionId: string; row: EnrolmentRow }[]): Promise<void> {
    if (!sent.length) return;
    await q.query(
      `INSERT INTO "journeys"."action_send" ("enrolment_id", "step_no", "action_id", "subscriber_id", "domain")
       SELECT e, n, a, s, lower(split_part(m, '@', 2)) FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::bigint[], $5::text[]) AS u(e, n, a, s, m)
       JOIN "journeys"."action" x ON x."id" = u.a ON CONFLICT DO NOTHING`,
      [
        sent.map((r) => r.row.id),
        sent.map((r) => r.row.step_no),
        sent.map((r) => r.actionId),
        sent.map((r) => r.row.subscriber_id),
        sent.map((r) => r.row.email),
      ],
    );
  }

  /** Of these claimed enrolments, the ids still Active (one taken out meanwhile runs no step). */
  async stillActive(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.query<{ id: string }>(
      `SELECT "id"::text AS "id" FROM "journeys"."enrolment" WHERE "id" = ANY($1::bigint[]) AND "status" = 'Active'`,
      [ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Ends every Active enrolment of a journey (it is being deleted). */
  endJourney(q: Queryable, journeyId: number): Promise<EnrolmentRow[]> {
    return this.db.returning<EnrolmentRow>(
      `UPDATE "journeys"."enrolment" e SET "status" = 'Exited', "ended_at" = now() at time zone 'utc' WHERE e."journey_id" = $1 AND e."status" = 'Active' RETURNING ${RETURNED}`,
      [journeyId],
      q,
    );
  }

  /** Enabled journeys with due enrolments (the sweep's catch-up after a lost wake-up). */
  async journeysWithDue(): Promise<number[]> {
    const rows = await this.db.query<{ journey_id: string }>(
      `SELECT DISTINCT e."journey_id" FROM "journeys"."enrolment" e JOIN "journeys"."journey" j ON j."id" = e."journey_id" AND j."status" = 'Enabled'
       WHERE e."status" = 'Active' AND e."due_at" <= now() at time zone 'utc'`,
    );
    return rows.map((r) => Number(r.journey_id));
  }

  /** The earliest due time of a journey's Active enrolments, if any */
  async nextDue(journeyId: number): Promise<Date | undefined> {
    const row = await this.db.one<{ at: Date | null }>(
      `SELECT min("due_at") AT TIME ZONE 'utc' AS "at" FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "status" = 'Active'`,
      [journeyId],
    );
    return row?.at ? new Date(row.at) : undefined;
  }

  /** The enrolments whose step's once-only side effect is not claimed yet (a step retried after a crash has some that are). */
  async withoutEffect<E extends Pick<EnrolmentRow, 'id' | 'step_no'>>(enrolments: E[]): Promise<E[]> {
    if (!enrolments.length) return enrolments;
    const claimed = await this.db.query<{ id: string }>(
      `SELECT s."enrolment_id"::text AS "id" FROM "journeys"."step_effect" s
       JOIN unnest($1::bigint[], $2::int[]) AS u("id", "step_no") ON s."enrolment_id" = u."id" AND s."step_no" = u."step_no"`,
      [enrolments.map((e) => e.id), enrolments.map((e) => e.step_no)],
    );
    const done = new Set(claimed.map((c) => c.id));
    return enrolments.filter((e) => !done.has(String(e.id)));
  }

  /**
   * Claims a once-only side effect of a step (true the first time only), and only while the enrolment is still
   * Active at that step: the row is locked (FOR SHARE), so a removal or exit committing meanwhile is waited for and
   * seen — a subscriber removed after the worker claimed the step gets nothing from it.
   */
  async claimEffect(q: Queryable, enrolmentId: string, stepNo: number): Promise<boolean> {
    const rows = await this.db.returning(
      `INSERT INTO "journeys"."step_effect" ("enrolment_id", "step_no")
       SELECT $1, $2 WHERE EXISTS (
         SELECT 1 FROM "journeys"."enrolment" WHERE "id" = $1 AND "status" = 'Active' AND "step_no" = $2 FOR SHARE)
       ON CONFLICT DO NOTHING RETURNING "enrolment_id"`,
      [enrolmentId, stepNo],
      q,
    );
    return rows.length > 0;
  }
}
