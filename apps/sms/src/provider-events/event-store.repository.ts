import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

import { changesMessage, type MessageFacts } from './message-facts';
import type { StoredEvent } from './stored-event';

/** What an event needs to know about its message. */
export interface MessageRef {
  id: number;
  userId: number;
  campaignId: number;
  subscriberId: number | null;
  providerMessageId: string | null;
  country: string;
  carrier: string;
  senderId: string;
}

const MESSAGE_REF = `m."id"::int AS "id", m."user_id" AS "userId", m."campaign_id"::int AS "campaignId", m."subscriber_id"::int AS "subscriberId",
  m."provider_message_id" AS "providerMessageId", m."country", m."carrier", c."sender_id" AS "senderId"`;

/** The event store's SQL: keys and events, the messages they move, the campaigns they make dirty. */
@Injectable()
export class EventStoreRepository {
  constructor(private readonly db: ServiceDb) {}

  async messagesByIds(ids: number[]): Promise<MessageRef[]> {
    if (!ids.length) return [];
    return this.db.query<MessageRef>(
      `SELECT ${MESSAGE_REF} FROM "sms"."sms_message" m JOIN "sms"."sms_campaign" c ON c."id" = m."campaign_id" WHERE m."id" = ANY($1::bigint[])`,
      [ids],
    );
  }

  /**
   * Provider ids are unique per user, not across users (each has its own provider account). One index probe per
   * id (LATERAL, its LIMIT keeps the planner from flattening it): as a plain join of a batch's ids the planner chose
   * to hash the whole message table, a read that grew with every message sent (40 µs per event at 100,000 messages).
   */
  async messagesByProviderIds(refs: { userId: number; providerMessageId: string }[]): Promise<MessageRef[]> {
    if (!refs.length) return [];
    return this.db.query<MessageRef>(
      `SELECT ${MESSAGE_REF} FROM unnest($1::int[], $2::text[]) AS r(user_id, provider_message_id)
       CROSS JOIN LATERAL (SELECT * FROM "sms"."sms_message" p WHERE p."provider_message_id" = r.provider_message_id AND p."user_id" = r.user_id LIMIT 1) m
       JOIN "sms"."sms_campaign" c ON c."id" = m."campaign_id"`,
      [refs.map((r) => r.userId), refs.map((r) => r.providerMessageId)],
    );
  }

  /**
   * Claims the events' keys and inserts the events whose key was new, in one statement (one round trip); answers
   * the keys claimed. `events` must not repeat a key.
   */
  async insertFresh(m: EntityManager, events: StoredEvent[]): Promise<Set<string>> {
    if (!events.length) return new Set();
    const col = <K extends keyof StoredEvent>(k: K) => events.map((e) => e[k]);
    const rows: { event_id: string }[] = await m.query(
      `WITH "fresh" AS (INSERT INTO "sms"."event_key" ("event_id") SELECT unnest($22::text[]) ON CONFLICT DO NOTHING RETURNING "event_id"),
       "stored" AS (
         INSERT INTO "sms"."sms_event" ("event_time", "event_id", "campaign_id", "message_id", "provider_message_id", "subscriber_id", "event", "source",
           "url", "is_bot", "gateway_status", "error_code", "carrier", "country", "sender_id", "device_type", "browser", "os", "parts", "cost", "currency")
         SELECT u."event_time", u."event_id", u."campaign_id", u."message_id", u."provider_message_id", u."subscriber_id", u."event", u."source", u."url",
           u."is_bot", u."gateway_status", u."error_code", u."carrier", u."country", u."sender_id", u."device_type", u."browser", u."os", u."parts", u."cost", u."currency"
         FROM unnest($1::timestamp(3)[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[],
           $10::boolean[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::int[], $20::numeric[], $21::text[], $22::text[])
           AS u("event_time", "event_id", "campaign_id", "message_id", "provider_message_id", "subscriber_id", "event", "source", "url", "is_bot",
             "gateway_status", "error_code", "carrier", "country", "sender_id", "device_type", "browser", "os", "parts", "cost", "currency", "key")
         WHERE u."key" IN (SELECT "event_id" FROM "fresh"))
       SELECT "event_id" FROM "fresh"`,
      [
        events.map((e) => e.eventTime.toISOString()),
        col('eventId'),
        col('campaignId'),
        col('messageId'),
        col('providerMessageId'),
        col('subscriberId'),
        col('event'),
        col('source'),
        col('url'),
        col('isBot'),
        col('gatewayStatus'),
        col('errorCode'),
        col('carrier'),
        col('country'),
        col('senderId'),
        col('deviceType'),
        col('browser'),
        col('os'),
        col('parts'),
        col('cost'),
        col('currency'),
        col('key'),
      ],
    );
    return new Set(rows.map((r) => r.event_id));
  }

  /**
   * moves each message forward (never back: the rank), and adds its clicks; in id order, as concurrent batches lock.
   * Facts that change nothing (only bots' clicks) are not written: an update writes a new row version even then.
   */
  async applyToMessages(m: EntityManager, unordered: MessageFacts[]): Promise<void> {
    const facts = unordered.filter(changesMessage).sort((a, b) => a.messageId - b.messageId);
    if (!facts.length) return;
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    await m.query(
      `UPDATE "sms"."sms_message" m SET
         "status" = CASE WHEN u.status IS NOT NULL AND u.rank > (CASE m."status" WHEN 'Queued' THEN 0 WHEN 'Released' THEN 1 WHEN 'Sending' THEN 2
                    WHEN 'Sent' THEN 3 ELSE 4 END) THEN u.status ELSE m."status" END,
         "sent_at" = COALESCE(m."sent_at", u.sent_at),
         "delivered_at" = COALESCE(m."delivered_at", u.delivered_at),
         "parts" = GREATEST(m."parts", u.parts),
         "carrier" = COALESCE(NULLIF(u.carrier, ''), m."carrier"),
         "click_count" = m."click_count" + u.clicks,
         "first_clicked_at" = LEAST(m."first_clicked_at", u.first_click)
       FROM unnest($1::bigint[], $2::text[], $3::int[], $4::timestamp(3)[], $5::timestamp(3)[], $6::int[], $7::text[], $8::int[], $9::timestamp(3)[])
         AS u(id, status, rank, sent_at, delivered_at, parts, carrier, clicks, first_click)
       WHERE m."id" = u.id`,
      [
        facts.map((f) => f.messageId),
        facts.map((f) => f.status),
        facts.map((f) => f.rank),
        facts.map((f) => iso(f.sentAt)),
        facts.map((f) => iso(f.deliveredAt)),
        facts.map((f) => f.parts),
        facts.map((f) => f.carrier),
        facts.map((f) => f.clicks),
        facts.map((f) => iso(f.firstClickAt)),
      ],
    );
  }

  /** the roll-up recomputes these campaigns (only the first event since the last roll-up writes) */
  async markDirty(m: EntityManager, campaignIds: number[]): Promise<void> {
    if (!campaignIds.length) return;
    await m.query(`UPDATE "sms"."sms_campaign" SET "dirty_since" = (now() at time zone 'utc') WHERE "id" = ANY($1::bigint[]) AND "dirty_since" IS NULL`, [
      campaignIds.sort((a, b) => a - b),
    ]);
  }
}
