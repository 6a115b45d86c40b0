import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb, type Queryable } from '@mail/kit';

import type { MessageEventRow } from '../../delivery-events/message-event.repository';

/** One POST a claim holds: the try it is, where it goes, the key it is signed with (sealed), and the event. */
export interface ClaimedPost {
  webhookId: number;
  attempt: number;
  url: string;
  domainId: number;
  signingKey: string;
  event: MessageEventRow;
}

/** What a POST did and what follows: ended (2xx or given up: `retryInSeconds` null) or the next try after a delay. */
export interface PostSettlement {
  eventId: number;
  webhookId: number;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  retryInSeconds: number | null;
}

/**
 * The claim of up to $1 due posts for $2 seconds under token $3: posts no live claim holds (a claim whose lease ended
 * unsettled belonged to a worker that died: its posts are due again). It reads the queue through `webhook_delivery_due`
 * in due order and stops at its batch, then updates the rows it locked by their address (a TID scan: no plan can read
 * the queue a second time, nor run the batch's subquery again for each row); the claim sets no indexed column (a
 * heap-only update). What the POST needs comes with it: the webhook, its domain's signing key, the event, its message.
 */
export const CLAIM_POSTS = `WITH "claimed" AS (
    UPDATE "gateway"."webhook_delivery" d SET "claim_id" = $3, "claimed_until" = now() + make_interval(secs => $2)
    WHERE d."ctid" = ANY (ARRAY (
      SELECT q."ctid" FROM "gateway"."webhook_delivery" q
      WHERE q."due_at" <= now() AND (q."claimed_until" IS NULL OR q."claimed_until" < now())
      ORDER BY q."due_at" LIMIT $1 FOR UPDATE SKIP LOCKED))
    RETURNING d."event_id", d."webhook_id", d."attempt")
  SELECT c."webhook_id"::int AS "webhookId", c."attempt", w."url", s."id"::int AS "domainId", s."signing_key" AS "signingKey",
         c."event_id"::text AS "id", e."message_id", e."domain_id"::int AS "domain_id", e."event", e."recipient", e."detail", e."occurred_at", m."mail_from", m."subject", m."tags"
  FROM "claimed" c JOIN "gateway"."webhook" w ON w."id" = c."webhook_id" JOIN "gateway"."sender_domain" s ON s."id" = w."domain_id"
       JOIN "gateway"."message_event" e ON e."id" = c."event_id" JOIN "gateway"."message" m ON m."id" = e."message_id"`;

/**
 * The settle of claim $1: per post (event $2, webhook $3, attempt $4, answer $5, error $6) deleted when it ended ($7
 * null) or moved to its next try after $7 seconds, each logged once; only posts the claim still holds. How many moved.
 */
export const SETTLE_POSTS = `WITH "o" AS (SELECT * FROM unnest($2::bigint[], $3::bigint[], $4::int[], $5::int[], $6::text[], $7::float8[])
                    AS o("event_id", "webhook_id", "attempt", "status_code", "error", "retry_in")),
            "ended" AS (DELETE FROM "gateway"."webhook_delivery" d USING "o"
                        WHERE d."event_id" = o."event_id" AND d."webhook_id" = o."webhook_id" AND d."claim_id" = $1 AND o."retry_in" IS NULL
                        RETURNING d."event_id", d."webhook_id"),
            "later" AS (UPDATE "gateway"."webhook_delivery" d
                        SET "attempt" = o."attempt" + 1, "due_at" = now() + make_interval(secs => o."retry_in"), "claim_id" = NULL, "claimed_until" = NULL
                        FROM "o" WHERE d."event_id" = o."event_id" AND d."webhook_id" = o."webhook_id" AND d."claim_id" = $1 AND o."retry_in" IS NOT NULL
                        RETURNING d."event_id", d."webhook_id"),
            "logged" AS (INSERT INTO "gateway"."webhook_attempt" ("webhook_id", "event_id", "attempt", "status_code", "error")
                         SELECT o."webhook_id", o."event_id", o."attempt", o."status_code", o."error"
                         FROM (SELECT * FROM "ended" UNION ALL SELECT * FROM "later") s JOIN "o" USING ("event_id", "webhook_id")
                         ON CONFLICT ("event_id", "webhook_id", "attempt") DO NOTHING)
       SELECT (SELECT count(*) FROM "ended") + (SELECT count(*) FROM "later") AS "moved"`;

type ClaimRow = Omit<ClaimedPost, 'event'> & Omit<MessageEventRow, 'id'> & { id: string };

/**
 * webhook_delivery: the queue of webhook POSTs (migration WebhookDeliveryQueue). Posts are queued in the transaction
 * that stores their event, claimed in batches (FOR UPDATE SKIP LOCKED: loops of every replica share the queue) and
 * settled a batch at a time, with their attempt log rows, by the claim that holds them.
 */
@Injectable()
export class WebhookDeliveryRepository {
  constructor(private readonly db: ServiceDb) {}

  /** a first try of each stored event to every webhook registered for it on its domain; how many were queued */
  async enqueueFor(q: Queryable, events: { id: number; domain_id: number; event: GatewayEvent }[]): Promise<number> {
    if (!events.length) return 0;
    const rows = (await q.query(
      `INSERT INTO "gateway"."webhook_delivery" ("event_id", "webhook_id")
       SELECT e."id", w."id" FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS e("id", "domain_id", "event")
       JOIN "gateway"."webhook" w ON w."domain_id" = e."domain_id" AND w."event" = e."event"
       RETURNING "event_id"`,
      [events.map((e) => e.id), events.map((e) => e.domain_id), events.map((e) => e.event)],
    )) as unknown[];
    return rows.length;
  }

  /**
   * A post sent the release before as a pg-boss job, queued here (due now) unless its webhook or event is gone, the
   * pair is queued already, or this attempt (or a later one) is logged: a job run again posts nothing twice.
   */
  async enqueueAttempt(webhookId: number, eventId: number, attempt: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO "gateway"."webhook_delivery" ("event_id", "webhook_id", "attempt")
       SELECT e."id", w."id", $3 FROM "gateway"."webhook" w, "gateway"."message_event" e
       WHERE w."id" = $1 AND e."id" = $2
         AND NOT EXISTS (SELECT 1 FROM "gateway"."webhook_attempt" a WHERE a."event_id" = e."id" AND a."webhook_id" = w."id" AND a."attempt" >= $3)
       ON CONFLICT DO NOTHING RETURNING "event_id"`,
      [webhookId, eventId, attempt],
    );
    return rows.length > 0;
  }

  /** up to `limit` due posts, held for `leaseSeconds` under a token of this claim (only it settles them) */
  async claim(limit: number, leaseSeconds: number): Promise<{ claimId: string; posts: ClaimedPost[] }> {
    const claimId = randomUUID();
    const rows = await this.byIndex<ClaimRow>(CLAIM_POSTS, [limit, leaseSeconds, claimId]);
    const posts = rows.map(({ webhookId, attempt, url, domainId, signingKey, id, ...event }) => ({
      webhookId,
      attempt,
      url,
      domainId,
      signingKey,
      event: { ...event, id: Number(id) },
    }));
    return { claimId, posts };
  }

  /**
   * Settles a claim's posts in one statement: each attempt logged (once per webhook, event and attempt), the post
   * deleted when it ended or moved to its next try. Only posts the claim still holds move and are logged (a claim
   * whose lease ended may have been taken over; a webhook deleted meanwhile took its posts with it). How many moved.
   */
  async settle(claimId: string, settlements: PostSettlement[]): Promise<number> {
    if (!settlements.length) return 0;
    const column = <K extends keyof PostSettlement>(key: K) => settlements.map((s) => s[key]);
    const rows = await this.byIndex<{ moved: string }>(SETTLE_POSTS, [
      claimId,
      column('eventId'),
      column('webhookId'),
      column('attempt'),
      column('statusCode'),
      settlements.map((s) => s.error?.slice(0, 500) ?? null),
      column('retryInSeconds'),
    ]);
    return Number(rows[0].moved);
  }

  /**
   * A claim or settle, planned with sequential scans off: it reads the queue through its indexes and the claimed rows
   * by their address whatever the statistics say. A queue analyzed while it held only dead rows is estimated at none,
   * and a scan of the whole queue would look cheapest to the planner for as long as that lasts (the next analyze).
   */
  private byIndex<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.db.tx(async (q) => {
      await q.query(`SET LOCAL enable_seqscan = off`);
      const rows: T[] = await q.query(sql, params);
      return rows;
    });
  }
}
