import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, createOutboxTableSql, dayPartitionSql, dropEventTablesSql, dropOutboxTableSql } from '@mail/db';

import { SMS_EVENT_TABLE } from '../../provider-events/sms-event-table';

/**
 * The sms schema:
 * - provider: each user's SMS provider (twilio or the dev outbox), the key of its callback URLs and the
 *   secret of the generic events endpoint; the Twilio auth token sealed with SecretBox.
 * - sms_campaign: the campaign, its audience and message, and the counters the roll-up recomputes.
 * - sms_message: one row per audience member (the recipient; QueueID), its status and per-recipient facts.
 * - sms_event: the event store (eleven types), append-only, day partitions on event_time; event_key makes
 *   each event id unique across partitions (a receipt delivered twice is stored once).
 * - daily_stat: the daily pre-aggregate (no bot flag) behind Granularity=day; it outlives the detail.
 * - reply: inbound replies; suppression: numbers that opted out (per user).
 * - short_link: the per-recipient tracked links; outbox_message: the dev outbox.
 */
export class CreateSmsSchema1798000000000 implements MigrationInterface {
  name = 'CreateSmsSchema1798000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createOutboxTableSql('sms')) await q.query(sql);
    for (const sql of createEventTablesSql('sms')) await q.query(sql);
    await q.query(`CREATE TABLE "sms"."provider" (
      "user_id" integer PRIMARY KEY,
      "hook_key" text NOT NULL UNIQUE,
      "kind" text NOT NULL CHECK ("kind" IN ('twilio', 'outbox')),
      "base_url" text NOT NULL DEFAULT '',
      "account_sid" text NOT NULL DEFAULT '',
      "auth_token_sealed" text NOT NULL DEFAULT '',
      "events_secret_sealed" text NOT NULL,
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE TABLE "sms"."sms_campaign" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "message" text NOT NULL,
      "list_id" bigint NOT NULL,
      "segment_id" bigint NOT NULL DEFAULT 0,
      "phone_field_id" bigint NOT NULL,
      "sender_id" text NOT NULL,
      "link_url" text,
      "link_expiry_hours" integer NOT NULL DEFAULT 720,
      "default_country" text NOT NULL,
      "status" text NOT NULL DEFAULT 'Draft',
      "send_at" timestamp,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "dirty_since" timestamp,
      "counters" jsonb,
      "counters_updated_at" timestamp,
      "detail_expired_at" timestamp
    )`);
    await q.query(`CREATE INDEX "sms_campaign_user_idx" ON "sms"."sms_campaign" ("user_id", "id")`);
    await q.query(`CREATE INDEX "sms_campaign_dirty_idx" ON "sms"."sms_campaign" ("dirty_since") WHERE "dirty_since" IS NOT NULL`);
    await q.query(`CREATE TABLE "sms"."sms_message" (
      "id" bigserial PRIMARY KEY,
      "campaign_id" bigint NOT NULL REFERENCES "sms"."sms_campaign" ("id") ON DELETE CASCADE,
      "user_id" integer NOT NULL,
      "subscriber_id" bigint,
      "recipient_number" text NOT NULL DEFAULT '',
      "status" text NOT NULL,
      "skip_reason" text,
      "country" text NOT NULL DEFAULT '',
      "carrier" text NOT NULL DEFAULT '',
      "provider_message_id" text,
      "parts" integer NOT NULL DEFAULT 0,
      "sent_at" timestamp(3),
      "delivered_at" timestamp(3),
      "first_clicked_at" timestamp(3),
      "click_count" integer NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX "sms_message_campaign_idx" ON "sms"."sms_message" ("campaign_id", "id")`);
    await q.query(`CREATE INDEX "sms_message_status_idx" ON "sms"."sms_message" ("campaign_id", "status", "id")`);
    await q.query(`CREATE UNIQUE INDEX "sms_message_provider_idx" ON "sms"."sms_message" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "sms_message_number_idx" ON "sms"."sms_message" ("user_id", "recipient_number", "id" DESC)`);
    await q.query(`CREATE TABLE "sms"."sms_event" (
      "event_time" timestamp(3) NOT NULL,
      "event_id" text NOT NULL,
      "campaign_id" bigint NOT NULL,
      "message_id" bigint,
      "provider_message_id" text,
      "subscriber_id" bigint,
      "event" text NOT NULL,
      "source" text NOT NULL,
      "url" text,
      "is_bot" boolean NOT NULL DEFAULT false,
      "gateway_status" text NOT NULL DEFAULT '',
      "error_code" text NOT NULL DEFAULT '',
      "carrier" text NOT NULL DEFAULT '',
      "country" text NOT NULL DEFAULT '',
      "sender_id" text NOT NULL DEFAULT '',
      "device_type" text NOT NULL DEFAULT '',
      "browser" text NOT NULL DEFAULT '',
      "os" text NOT NULL DEFAULT '',
      "parts" integer NOT NULL DEFAULT 0,
      "cost" numeric(12, 5),
      "currency" text NOT NULL DEFAULT ''
    ) PARTITION BY RANGE ("event_time")`);
    await q.query(`CREATE INDEX "sms_event_campaign_idx" ON "sms"."sms_event" ("campaign_id", "event_time", "event_id")`);
    await q.query(`CREATE INDEX "sms_event_campaign_event_idx" ON "sms"."sms_event" ("campaign_id", "event", "event_time", "event_id")`);
    await q.query(`CREATE TABLE "sms"."sms_event_default" PARTITION OF "sms"."sms_event" DEFAULT`);
    const today = Date.now();
    for (let day = -1; day <= 3; day++) await q.query(dayPartitionSql(SMS_EVENT_TABLE, new Date(today + day * 86_400_000)));
    await q.query(`CREATE TABLE "sms"."event_key" (
      "event_id" text PRIMARY KEY,
      "seen_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "event_key_seen_idx" ON "sms"."event_key" ("seen_at")`);
    await q.query(`CREATE TABLE "sms"."daily_stat" (
      "campaign_id" bigint NOT NULL,
      "day" date NOT NULL,
      "event" text NOT NULL,
      "events" bigint NOT NULL,
      "messages" bigint NOT NULL,
      PRIMARY KEY ("campaign_id", "day", "event")
    )`);
    await q.query(`CREATE TABLE "sms"."reply" (
      "id" bigserial PRIMARY KEY,
      "campaign_id" bigint NOT NULL REFERENCES "sms"."sms_campaign" ("id") ON DELETE CASCADE,
      "message_id" bigint,
      "event_id" text NOT NULL UNIQUE,
      "from_number" text NOT NULL,
      "message_text" text NOT NULL,
      "received_at" timestamp(3) NOT NULL,
      "is_opt_out" boolean NOT NULL,
      "opt_out_scope" text,
      "unsubscribe_status" text
    )`);
    await q.query(`CREATE INDEX "reply_campaign_idx" ON "sms"."reply" ("campaign_id", "id")`);
    await q.query(`CREATE TABLE "sms"."suppression" (
      "user_id" integer NOT NULL,
      "number" text NOT NULL,
      "reason" text NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("user_id", "number")
    )`);
    await q.query(`CREATE TABLE "sms"."short_link" (
      "token" text PRIMARY KEY,
      "message_id" bigint NOT NULL REFERENCES "sms"."sms_message" ("id") ON DELETE CASCADE,
      "url" text NOT NULL,
      "expires_at" timestamp NOT NULL
    )`);
    await q.query(`CREATE TABLE "sms"."outbox_message" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "message_id" bigint,
      "to_number" text NOT NULL,
      "from_id" text NOT NULL,
      "body" text NOT NULL,
      "parts" integer NOT NULL,
      "encoding" text NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "outbox_message_user_idx" ON "sms"."outbox_message" ("user_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'outbox_message',
      'short_link',
      'suppression',
      'reply',
      'daily_stat',
      'event_key',
      'sms_event',
      'sms_message',
      'sms_campaign',
      'provider',
    ])
      await q.query(`DROP TABLE IF EXISTS "sms"."${table}"`);
    for (const sql of dropEventTablesSql('sms')) await q.query(sql);
    for (const sql of dropOutboxTableSql('sms')) await q.query(sql);
  }
}
