import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { acceptedCounters, sentCounters } from '../delivery-events/stats-counters';
import type { AbandonedMessage, Claim, ClaimedMessage, MessageRow, NewMessage } from './message.row';

/** Sent counts of a user over the windows the limits apply to. */
export interface SentCounts {
  minute: number;
  hour: number;
  day: number;
  month: number;
  all: number;
}

/**
 * The claim of up to $1 due messages for $2 seconds under token $3: only messages no claim holds (one whose lease
 * ended unsettled is recorded as Unknown, never claimed again: abandonExpiredClaims). It reads the queue through
 * `message_due` in due order and stops at its batch (migration MessageQueuePlans: no other index on queued messages
 * for the planner to prefer when statistics are stale).
 */
export const CLAIM_STATEMENT = `UPDATE "gateway"."message" m SET "claimed_until" = now() + make_interval(secs => $2), "claim_id" = $3, "attempts" = m."attempts" + 1
  WHERE m."id" IN (SELECT q."id" FROM "gateway"."message" q
                   WHERE q."status" = 'Queued' AND q."due_at" <= now() AND q."claim_id" IS NULL
                   ORDER BY q."due_at" LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING m."id", m."user_id", m."domain_id"::int AS "domain_id", m."source", m."mail_from", m."recipients", m."subject", m."content", m."raw",
            m."tags", m."status", m."sent_at", m."attempts", m."copies_sent"`;

/**
 * A message the claim $1 still holds: its token, not ended. Ending a message clears its token, but a replica of the
 * release before MessageQueuePlans clears a domain's queue without doing so (a rolling upgrade). Not written
 * `"status" = 'Queued'`: that would let the planner reach the claim's messages through `message_due` (every queued
 * message) instead of by id.
 */
const HELD_BY_CLAIM = `m."claim_id" = $1 AND m."status" NOT IN ('Sent', 'Failed', 'Unknown')`;

/** message: the queue of accepted messages and their outcome. */
@Injectable()
export class GatewayMessageRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * Many messages in one statement (a group commit of concurrent sends); `also` (given its first parameter
   * number) is a statement that runs as part of it, e.g. the outbox's events: one statement, atomic by itself.
   */
  async insertMany(q: Queryable, messages: NewMessage[], also?: (firstParam: number) => { sql: string; values: unknown[] }): Promise<void> {
    if (!messages.length) return;
    const values: unknown[] = [];
    const rows = messages.map((m) => {
      const at = values.length;
      values.push(m.id, m.userId, m.domainId, m.source, m.mailFrom, m.recipients, m.subject, m.content ?? null, m.raw ?? null, m.tags, m.sendAt ?? null);
      const p = Array.from({ length: 11 }, (_, i) => `$${at + i + 1}`);
      // due now, or at its SendAt when that is later
      return `(${p.join(', ')}, greatest(now(), coalesce(${p[10]}::timestamptz, now())))`;
    });
    const insert = `INSERT INTO "gateway"."message" ("id", "user_id", "domain_id", "source", "mail_from", "recipients", "subject", "content", "raw", "tags", "send_at", "due_at")
       VALUES ${rows.join(', ')}`;
    const counters = acceptedCounters(messages, values.length + 1);
    const extra = also?.(values.length + counters.values.length + 1) ?? { sql: 'SELECT 1', values: [] };
    await q.query(`WITH "messages" AS (${insert}), ${counters.sql} ${extra.sql}`, [...values, ...counters.values, ...extra.values]);
  }

  find(id: string): Promise<MessageRow | undefined> {
    return this.db.one<MessageRow>(
      `SELECT "id", "user_id", "domain_id"::int AS "domain_id", "source", "mail_from", "recipients", "subject", "content", "raw", "tags", "status", "sent_at"
       FROM "gateway"."message" WHERE "id" = $1`,
      [id],
    );
  }

  /**
   * Claims up to `limit` queued messages that are due (FOR UPDATE SKIP LOCKED: any number of workers in any number
   * of replicas), each held for `leaseSeconds` (a claim that outlives it is abandoned: abandonExpiredClaims) under
   * a token of this claim: only the claim that holds a message settles it (finishMany, retryLater).
   */
  async claim(limit: number, leaseSeconds: number): Promise<Claim> {
    const claimId = randomUUID();
    const messages = await this.db.returning<ClaimedMessage>(CLAIM_STATEMENT, [limit, leaseSeconds, claimId]);
    return { claimId, messages };
  }

  /**
   * Ends messages of a claim (Sent, Failed or Unknown, with the error); the ids that moved: those this claim still holds (not
   * cleared meanwhile, not recorded as Unknown after the lease).
   */
  async finishMany(q: Queryable, claimId: string, outcomes: { id: string; status: 'Sent' | 'Failed' | 'Unknown'; error?: string }[]): Promise<Set<string>> {
    if (!outcomes.length) return new Set();
    const rows = await this.db.returning<{ id: string }>(
      `WITH "moved" AS (
         UPDATE "gateway"."message" m SET "status" = o."status", "error" = o."error", "claimed_until" = NULL, "claim_id" = NULL,
              "sent_at" = CASE WHEN o."status" = 'Sent' THEN now() END
         FROM unnest($2::uuid[], $3::text[], $4::text[]) AS o("id", "status", "error")
         WHERE m."id" = o."id" AND ${HELD_BY_CLAIM} RETURNING m."id", m."user_id", m."domain_id", m."created_at", m."recipients", m."status"),
       ${sentCounters('moved')}
       SELECT "id" FROM "moved"`,
      [claimId, outcomes.map((o) => o.id), outcomes.map((o) => o.status), outcomes.map((o) => o.error ?? null)],
      q,
    );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Messages of a claim to try again after their delay (seconds; 0 for those not started before the lease's end),
   * with the tracked copies sent so far; those abandoned or cleared meanwhile stay as they are.
   */
  async retryLater(claimId: string, retries: { id: string; delaySeconds: number; error: string; copiesSent: number }[]): Promise<void> {
    if (!retries.length) return;
    await this.db.query(
      `UPDATE "gateway"."message" m SET "due_at" = now() + make_interval(secs => o."delay"), "claimed_until" = NULL, "claim_id" = NULL, "error" = o."error",
              "copies_sent" = o."copies"
       FROM unnest($2::uuid[], $3::float8[], $4::text[], $5::int[]) AS o("id", "delay", "error", "copies")
       WHERE m."id" = o."id" AND ${HELD_BY_CLAIM}`,
      [claimId, retries.map((r) => r.id), retries.map((r) => r.delaySeconds), retries.map((r) => r.error), retries.map((r) => r.copiesSent)],
    );
  }

  /**
   * Up to `limit` messages whose claim's lease ended before the claim settled them: the worker died (or lost the
   * database) between handing them to the SMTP server and recording the outcome, so whether the server took them is
   * unknown. They end as `Unknown`, never sent again (a claimed message is due, so `message_due` finds them).
   */
  abandonExpiredClaims(q: Queryable, limit: number): Promise<AbandonedMessage[]> {
    return this.db.returning<AbandonedMessage>(
      `UPDATE "gateway"."message" m SET "status" = 'Unknown', "claimed_until" = NULL, "claim_id" = NULL,
              "error" = 'the delivery that claimed it stopped before its SMTP outcome was recorded'
       WHERE m."id" IN (SELECT q."id" FROM "gateway"."message" q
                        WHERE q."status" = 'Queued' AND q."due_at" <= now() AND q."claim_id" IS NOT NULL AND q."claimed_until" < now()
                        LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING m."id", m."user_id", m."domain_id"::int AS "domain_id", m."recipients", m."copies_sent"`,
      [limit],
      q,
    );
  }

  /** EmailGateway.ClearDomainQueue: every queued message of the domain becomes Failed; a claim holding one no longer settles it. */
  async clearQueue(domainId: number): Promise<number> {
    const rows = await this.db.returning(
      `UPDATE "gateway"."message" SET "status" = 'Failed', "error" = 'queue cleared', "claimed_until" = NULL, "claim_id" = NULL
       WHERE "domain_id" = $1 AND "status" = 'Queued' RETURNING "id"`,
      [domainId],
    );
    return rows.length;
  }

  /** Only asked for users with limits (the query reads their month, or all their messages for a lifetime limit). */
  async sentCounts(userId: number, lifetime: boolean, q: Queryable = this.db): Promise<SentCounts> {
    const [row] = (await q.query(
      `SELECT count(*) FILTER (WHERE "created_at" > now() - interval '1 minute')::int AS "minute",
              count(*) FILTER (WHERE "created_at" > now() - interval '1 hour')::int AS "hour",
              count(*) FILTER (WHERE "created_at" > now() - interval '1 day')::int AS "day",
              count(*) FILTER (WHERE "created_at" >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS "month",
              count(*)::int AS "all"
       FROM "gateway"."message" WHERE "user_id" = $1 AND ($2 OR "created_at" >= least(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', now() - interval '1 day'))`,
      [userId, lifetime],
    )) as SentCounts[];
    return row;
  }
}
