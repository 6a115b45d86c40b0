import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface NewMessage {
  subscriberId: number;
  number: string;
  country: string;
  status: 'Queued' | 'Rejected' | 'Suppressed';
  skipReason: string | null;
  /** the personalised text of a queued message (null when skipped) */
  body: string | null;
  /** a single send's idempotency key (journeys' SendSMS) */
  requestKey?: string;
}

/** A message claimed for sending. */
export interface ClaimedMessage {
  id: number;
  to: string;
  body: string;
}

export type SendOutcome = 'sent' | 'failed';

@Injectable()
export class SmsMessageRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * The numbers among `numbers` (E.164) the SMS suppression list holds for a send of the user's to the list: its
   * system entries, the user's own and the list's, exact or pattern (`*`: any digits, matched as SQL LIKE over
   * bounded strings; opt-outs from STOP replies are user entries).
   */
  async suppressed(userId: number, listId: number, numbers: string[]): Promise<Set<string>> {
    if (!numbers.length) return new Set();
    const rows = await this.db.query<{ number: string }>(
      `SELECT s."number" FROM "sms"."suppression" s
       WHERE s."number" = ANY($3::text[]) AND NOT s."is_pattern"
         AND (s."level" = 'system' OR (s."user_id" = $1 AND (s."level" = 'user' OR (s."level" = 'list' AND s."list_id" = $2))))
       UNION
       SELECT n."number" FROM unnest($3::text[]) AS n("number")
       WHERE EXISTS (SELECT 1 FROM "sms"."suppression" s
         WHERE s."is_pattern" AND s."user_id" IN ($1, 0)
           AND (s."level" = 'system' OR (s."user_id" = $1 AND (s."level" = 'user' OR (s."level" = 'list' AND s."list_id" = $2))))
           AND n."number" LIKE s."like_pattern")`,
      [userId, listId, numbers],
    );
    return new Set(rows.map((r) => r.number));
  }

  /** numbers this campaign already has a message for (a number on the list twice gets one message) */
  async numbersTaken(campaignId: number, numbers: string[]): Promise<Set<string>> {
    if (!numbers.length) return new Set();
    const rows = await this.db.query<{ number: string }>(
      `SELECT "recipient_number" AS "number" FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND "recipient_number" = ANY($2::text[]) AND "status" <> 'Rejected'`,
      [campaignId, numbers],
    );
    return new Set(rows.map((r) => r.number));
  }

  /** the new messages' ids, in order */
  async insert(campaignId: number, userId: number, messages: NewMessage[]): Promise<number[]> {
    if (!messages.length) return [];
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO "sms"."sms_message" ("campaign_id", "user_id", "subscriber_id", "recipient_number", "country", "status", "skip_reason", "body", "send_state", "request_key")
       SELECT $1, $2, t.s, t.n, t.c, t.st, t.r, t.b, CASE WHEN t.st = 'Queued' THEN 'queued' END, t.k
       FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) WITH ORDINALITY AS t(s, n, c, st, r, b, k, o)
       ORDER BY t.o RETURNING "id"`,
      [
        campaignId,
        userId,
        messages.map((m) => m.subscriberId),
        messages.map((m) => m.number),
        messages.map((m) => m.country),
        messages.map((m) => m.status),
        messages.map((m) => m.skipReason),
        messages.map((m) => m.body),
        messages.map((m) => m.requestKey ?? null),
      ],
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  /**
   * The next queued messages of a campaign that is still sending (Sending, or Active for a journey's), now
   * `sending` and `Released`. SKIP LOCKED: concurrent runs never claim the same message.
   */
  async claim(campaignId: number, limit: number): Promise<ClaimedMessage[]> {
    const rows = await this.db.returning<{ id: string; to: string; body: string }>(
      `UPDATE "sms"."sms_message" m SET "send_state" = 'sending', "status" = 'Released', "claimed_at" = (now() at time zone 'utc')
       WHERE m."id" IN (SELECT q."id" FROM "sms"."sms_message" q WHERE q."campaign_id" = $1 AND q."send_state" = 'queued' ORDER BY q."id" LIMIT $2 FOR UPDATE SKIP LOCKED)
         AND EXISTS (SELECT 1 FROM "sms"."sms_campaign" c WHERE c."id" = $1 AND c."status" IN ('Sending', 'Active'))
       RETURNING m."id", m."recipient_number" AS "to", m."body"`,
      [campaignId, limit],
    );
    return rows.map((r) => ({ id: Number(r.id), to: r.to, body: r.body })).sort((a, b) => a.id - b.id);
  }

  /** the provider's answer; only a message still `sending` changes (one recorded as unknown stays so) */
  async settle(messageId: number, outcome: SendOutcome, providerMessageId: string | null): Promise<void> {
    await this.db.query(
      `UPDATE "sms"."sms_message" SET "send_state" = $2, "provider_message_id" = COALESCE($3, "provider_message_id") WHERE "id" = $1 AND "send_state" = 'sending'`,
      [messageId, outcome, providerMessageId],
    );
  }

  /**
   * Claims older than the lease a run left behind (it stopped mid-batch). `Released`: its send_attempt was never
   * stored, so the provider was never called: queued again. Otherwise the provider may have it: `unknown`, never
   * sent again. The lease (far longer than one provider call) keeps a run that is still sending untouched.
   */
  async recoverAbandoned(campaignId: number, leaseSeconds: number): Promise<{ requeued: number; unknown: number }> {
    const rows = await this.db.returning<{ state: string }>(
      `UPDATE "sms"."sms_message" SET "send_state" = CASE WHEN "status" = 'Released' THEN 'queued' ELSE 'unknown' END,
         "status" = CASE WHEN "status" = 'Released' THEN 'Queued' ELSE "status" END
       WHERE "campaign_id" = $1 AND "send_state" = 'sending' AND "claimed_at" < (now() at time zone 'utc') - make_interval(secs => $2)
       RETURNING "send_state" AS "state"`,
      [campaignId, leaseSeconds],
    );
    return { requeued: rows.filter((r) => r.state === 'queued').length, unknown: rows.filter((r) => r.state === 'unknown').length };
  }

  /** campaigns, still sending, with a claim older than the lease (its run stopped, and no run came back for it) */
  async campaignsWithAbandonedClaims(leaseSeconds: number): Promise<number[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT DISTINCT m."campaign_id" AS "id" FROM "sms"."sms_message" m JOIN "sms"."sms_campaign" c ON c."id" = m."campaign_id"
       WHERE m."send_state" = 'sending' AND m."claimed_at" < (now() at time zone 'utc') - make_interval(secs => $1) AND c."status" IN ('Sending', 'Active')
       LIMIT 100`,
      [leaseSeconds],
    );
    return rows.map((r) => Number(r.id));
  }

  /** claims given back unsent (the campaign stopped sending): queued again, or cancelled with their campaign */
  async unclaim(messageIds: number[]): Promise<void> {
    await this.db.query(
      `UPDATE "sms"."sms_message" m SET "send_state" = CASE WHEN c."status" = 'Cancelled' THEN 'cancelled' ELSE 'queued' END,
         "status" = CASE WHEN c."status" = 'Cancelled' THEN 'Cancelled' ELSE 'Queued' END
       FROM "sms"."sms_campaign" c WHERE c."id" = m."campaign_id" AND m."id" = ANY($1::bigint[]) AND m."send_state" = 'sending'`,
      [messageIds],
    );
  }

  /** a cancelled campaign's queued messages are never sent */
  async cancelQueued(campaignId: number): Promise<number> {
    const rows = await this.db.returning(
      `UPDATE "sms"."sms_message" SET "send_state" = 'cancelled', "status" = 'Cancelled' WHERE "campaign_id" = $1 AND "send_state" = 'queued' RETURNING "id"`,
      [campaignId],
    );
    return rows.length;
  }

  /** the message a single send with this key recorded */
  byRequestKey(campaignId: number, requestKey: string): Promise<{ id: number; status: string; skipReason: string | null } | undefined> {
    return this.db.one(
      `SELECT "id"::int AS "id", "status", "skip_reason" AS "skipReason" FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND "request_key" = $2`,
      [campaignId, requestKey],
    );
  }

  /** subscribers of this campaign that already have a message (a retried run skips them) */
  async subscribersDone(campaignId: number, subscriberIds: number[]): Promise<Set<number>> {
    if (!subscriberIds.length) return new Set();
    const rows = await this.db.query<{ id: string }>(
      `SELECT "subscriber_id" AS "id" FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND "subscriber_id" = ANY($2::bigint[])`,
      [campaignId, subscriberIds],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }
}
