import { Inject, Injectable } from '@nestjs/common';

import { type Queryable, ServiceDb } from '@mail/kit';
import { type Keyring, SECRET_KEYRING } from '@mail/secrets';

import { ActionSecrets } from './action-secrets';
import type { ActionSpec } from './action-spec';
import type { ActionRow } from './action.row';

/** what a subscriber did with a SendEmail action's message (each counted once in the action's Stats) */
export type EngagementKind = 'open' | 'click' | 'bounce' | 'view' | 'unsubscribe' | 'complaint' | 'conversion';
const ENGAGEMENT_COLUMNS: Record<EngagementKind, string> = {
  open: 'emails_opened',
  click: 'emails_clicked',
  bounce: 'emails_bounced',
  view: 'emails_viewed',
  unsubscribe: 'emails_unsubscribed',
  complaint: 'emails_complained',
  conversion: 'emails_converted',
};

/**
 * A journey's actions: replaced as a whole, read in sequence order, counted as enrolments run them. A Webhook
 * action's `Secret` and header values (read back to send) are stored sealed (ActionSecrets).
 */
@Injectable()
export class ActionRepository {
  private readonly secrets: ActionSecrets;

  constructor(
    private readonly db: ServiceDb,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.secrets = new ActionSecrets(keyring);
  }

  async forJourney(journeyId: number, q: Queryable = this.db): Promise<ActionRow[]> {
    const rows: ActionRow[] = await q.query(
      `SELECT * FROM "journeys"."action" WHERE "journey_id" = $1 ORDER BY "parent_id" NULLS FIRST, "branch", "order_no", "id"`,
      [journeyId],
    );
    return rows.map((r) => this.opened(r));
  }

  async findById(id: number): Promise<ActionRow | undefined> {
    const row = await this.db.one<ActionRow>(`SELECT * FROM "journeys"."action" WHERE "id" = $1`, [id]);
    return row && this.opened(row);
  }

  async forJourneys(journeyIds: number[]): Promise<ActionRow[]> {
    const rows = await this.db.query<ActionRow>(`SELECT * FROM "journeys"."action" WHERE "journey_id" = ANY($1::bigint[]) ORDER BY "order_no", "id"`, [
      journeyIds,
    ]);
    return rows.map((r) => this.opened(r));
  }

  /**
   * A subscriber opened, clicked, viewed in a browser, bounced, unsubscribed from, complained about or converted from the email of a SendEmail action: counted once per subscriber, action and kind
   * (false when counted before, or the action is gone, not the journey's, or the journey not the event's user's).
   */
  async recordEngagement(
    m: Queryable,
    e: { userId: number; journeyId: number; actionId: number; subscriberId: number; kind: EngagementKind },
  ): Promise<boolean> {
    const rows = await this.db.returning(
      `INSERT INTO "journeys"."action_engagement" ("action_id", "subscriber_id", "kind")
       SELECT a."id", $3, $4 FROM "journeys"."action" a JOIN "journeys"."journey" j ON j."id" = a."journey_id" AND j."user_id" = $5
       WHERE a."id" = $1 AND a."journey_id" = $2
       ON CONFLICT DO NOTHING RETURNING "action_id"`,
      [e.actionId, e.journeyId, e.subscriberId, e.kind, e.userId],
      m,
    );
    if (!rows.length) return false;
    const column = ENGAGEMENT_COLUMNS[e.kind];
    await m.query(
      `UPDATE "journeys"."action" a SET "${column}" = a."${column}" + 1 FROM "journeys"."journey" j
       WHERE a."id" = $1 AND j."id" = a."journey_id" AND j."user_id" = $2`,
      [e.actionId, e.userId],
    );
    return true;
  }

  private opened(row: ActionRow): ActionRow {
    return row.type === 'Webhook' ? { ...row, params: this.secrets.open(row.params) } : row;
  }

  /** Webhook actions after `afterId` (id order), their params as stored: for the pass that seals and re-wraps them */
  webhooksAfter(afterId: number, limit: number): Promise<{ id: string; params: Record<string, unknown> }[]> {
    return this.db.query(`SELECT "id", "params" FROM "journeys"."action" WHERE "type" = 'Webhook' AND "id" > $1 ORDER BY "id" LIMIT $2`, [afterId, limit]);
  }

  /** Compare-and-set: params changed meanwhile (the actions saved again, another replica's pass) are left alone. */
  async replaceParams(id: string, stored: Record<string, unknown>, params: Record<string, unknown>): Promise<boolean> {
    const rows = await this.db.returning(`UPDATE "journeys"."action" SET "params" = $3 WHERE "id" = $1 AND "params" = $2::jsonb RETURNING "id"`, [
      id,
      stored,
      params,
    ]);
    return rows.length === 1;
  }

  /** Full replace: actions not named are deleted (their branches with them), named ones updated, the rest added. */
  async replace(journeyId: number, actions: ActionSpec[], q: Queryable): Promise<void> {
    const keep = collectIds(actions);
    await q.query(`DELETE FROM "journeys"."action" WHERE "journey_id" = $1 AND NOT ("id" = ANY($2::bigint[]))`, [journeyId, keep]);
    await this.write(journeyId, actions, null, null, q);
  }

  private async write(journeyId: number, actions: ActionSpec[], parentId: string | null, branch: string | null, q: Queryable): Promise<void> {
    for (const [i, a] of actions.entries()) {
      const values = [journeyId, parentId, branch, i + 1, a.type, a.type === 'Webhook' ? this.secrets.seal(a.params) : a.params, a.notes, a.published];
      const [row] = a.actionId
        ? await this.db.returning<{ id: string }>(
            `UPDATE "journeys"."action" SET "parent_id" = $2, "branch" = $3, "order_no" = $4, "type" = $5, "params" = $6, "notes" = $7, "published" = $8
             WHERE "id" = $9 AND "journey_id" = $1 RETURNING "id"`,
            [...values, a.actionId],
            q,
          )
        : await this.db.returning<{ id: string }>(
            `INSERT INTO "journeys"."action" ("journey_id", "parent_id", "branch", "order_no", "type", "params", "notes", "published") VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING "id"`,
            values,
            q,
          );
      if (a.branches) {
        await this.write(journeyId, a.branches[0], row.id, 'True', q);
        await this.write(journeyId, a.branches[1], row.id, 'False', q);
      }
    }
  }

  /** Copies a journey's actions into another with their Decision links (new ids, counters at zero), in one statement. */
  async copy(q: Queryable, fromJourneyId: number, toJourneyId: number): Promise<void> {
    await q.query(
      `WITH src AS (SELECT * FROM "journeys"."action" WHERE "journey_id" = $1),
       ids AS (SELECT "id" AS "old_id", nextval(pg_get_serial_sequence('"journeys"."action"', 'id')) AS "new_id" FROM src)
       INSERT INTO "journeys"."action" ("id", "journey_id", "parent_id", "branch", "order_no", "type", "params", "notes", "published")
       SELECT i."new_id", $2, p."new_id", s."branch", s."order_no", s."type", s."params", s."notes", s."published"
       FROM src s JOIN ids i ON i."old_id" = s."id" LEFT JOIN ids p ON p."old_id" = s."parent_id"`,
      [fromJourneyId, toJourneyId],
    );
  }

  /** one action's params replaced (journey.copytouser's references for the target account) */
  async setParams(q: Queryable, id: string, params: Record<string, unknown>): Promise<void> {
    await q.query(`UPDATE "journeys"."action" SET "params" = $2 WHERE "id" = $1`, [id, params]);
  }

  /** publish or unpublish one action (or all of the journey's); the number of actions changed */
  async setPublished(journeyId: number, actionId: number | undefined, published: boolean): Promise<number> {
    const rows = await this.db.returning(
      `UPDATE "journeys"."action" SET "published" = $3 WHERE "journey_id" = $1 AND ($2::bigint IS NULL OR "id" = $2) RETURNING "id"`,
      [journeyId, actionId ?? null, published],
    );
    return rows.length;
  }

  /** adds enrolments that reached (`entered`) and finished (`completed`) each action, and emails sent by it */
  async count(q: Queryable, entered: Map<string, number>, completed: Map<string, number>, emailsSent = new Map<string, number>()): Promise<void> {
    const ids = [...new Set([...entered.keys(), ...completed.keys(), ...emailsSent.keys()])];
    if (!ids.length) return;
    await q.query(
      `UPDATE "journeys"."action" a SET "entered" = a."entered" + u.e, "completed_runs" = a."completed_runs" + u.c, "emails_sent" = a."emails_sent" + u.s
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) AS u(i, e, c, s) WHERE a."id" = u.i`,
      [ids, ids.map((i) => entered.get(i) ?? 0), ids.map((i) => completed.get(i) ?? 0), ids.map((i) => emailsSent.get(i) ?? 0)],
    );
  }

  /** action id → enrolments now at it */
  async activeCounts(journeyIds: number[]): Promise<Map<number, number>> {
    const rows = await this.db.query<{ action_id: string; n: string }>(
      `SELECT "action_id", count(*) AS "n" FROM "journeys"."enrolment" WHERE "journey_id" = ANY($1::bigint[]) AND "status" = 'Active' AND "action_id" IS NOT NULL GROUP BY 1`,
      [journeyIds],
    );
    return new Map(rows.map((r) => [Number(r.action_id), Number(r.n)]));
  }
}

function collectIds(actions: ActionSpec[]): number[] {
  return actions.flatMap((a) => [...(a.actionId ? [a.actionId] : []), ...(a.branches ?? []).flatMap(collectIds)]);
}
