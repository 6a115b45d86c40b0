import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, createOutboxTableSql, dropEventTablesSql, dropOutboxTableSql } from '@mail/db';

/**
 * The gateway schema:
 * - sender_domain: a user's sending domain, its DKIM key pair (private key sealed), its webhook signing key
 *   (sealed) and the three verification statuses the DNS job moves from Pending to Verified or Failed.
 * - api_key / smtp_credential: what may send from a domain, stored only as sha256 (key) or hash (password).
 * - webhook: event URLs of a domain. webhook_attempt: every POST made, with its outcome.
 * - message: one accepted message (API content as JSON, or the raw MIME submitted over SMTP) and its queue state.
 * - message_event: what happened to a message (delivery, bounce, open, click, unsubscribe, complaint).
 * Deleting a domain removes everything under it (ON DELETE CASCADE).
 */
export class CreateGatewaySchema1798000000000 implements MigrationInterface {
  name = 'CreateGatewaySchema1798000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createOutboxTableSql('gateway')) await q.query(sql);
    for (const sql of createEventTablesSql('gateway')) await q.query(sql);
    await q.query(`CREATE TABLE "gateway"."sender_domain" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "dkim_selector" text NOT NULL,
      "dkim_private_key" text NOT NULL,
      "dkim_public_key" text NOT NULL,
      "signing_key" text NOT NULL,
      "verification_status" text NOT NULL DEFAULT 'Pending',
      "dkim_status" text NOT NULL DEFAULT 'Pending',
      "spf_status" text NOT NULL DEFAULT 'Pending',
      "checked_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("user_id", "name"))`);
    await q.query(`CREATE TABLE "gateway"."api_key" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "domain_id" bigint NOT NULL REFERENCES "gateway"."sender_domain" ("id") ON DELETE CASCADE,
      "key_hash" text NOT NULL UNIQUE,
      "description" text NOT NULL,
      "permissions" text NOT NULL,
      "list_id" bigint, "subscriber_id" bigint, "journey_id" bigint, "action_id" bigint,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE "gateway"."smtp_credential" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "domain_id" bigint NOT NULL REFERENCES "gateway"."sender_domain" ("id") ON DELETE CASCADE,
      "username" text NOT NULL UNIQUE,
      "password_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE "gateway"."webhook" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "domain_id" bigint NOT NULL REFERENCES "gateway"."sender_domain" ("id") ON DELETE CASCADE,
      "event" text NOT NULL,
      "url" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "webhook_domain_event" ON "gateway"."webhook" ("domain_id", "event")`);
    await q.query(`CREATE TABLE "gateway"."message" (
      "id" uuid PRIMARY KEY,
      "user_id" integer NOT NULL,
      "domain_id" bigint NOT NULL REFERENCES "gateway"."sender_domain" ("id") ON DELETE CASCADE,
      "source" text NOT NULL,
      "mail_from" text NOT NULL,
      "recipients" text[] NOT NULL,
      "subject" text NOT NULL DEFAULT '',
      "content" jsonb,
      "raw" bytea,
      "tags" text[] NOT NULL DEFAULT '{}',
      "status" text NOT NULL DEFAULT 'Queued',
      "error" text,
      "send_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "sent_at" timestamptz)`);
    await q.query(`CREATE INDEX "message_domain_queued" ON "gateway"."message" ("domain_id") WHERE "status" = 'Queued'`);
    await q.query(`CREATE INDEX "message_user_time" ON "gateway"."message" ("user_id", "created_at")`);
    await q.query(`CREATE TABLE "gateway"."message_event" (
      "id" bigserial PRIMARY KEY,
      "message_id" uuid NOT NULL REFERENCES "gateway"."message" ("id") ON DELETE CASCADE,
      "domain_id" bigint NOT NULL,
      "user_id" integer NOT NULL,
      "event" text NOT NULL,
      "recipient" text NOT NULL DEFAULT '',
      "detail" jsonb NOT NULL DEFAULT '{}',
      "occurred_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "message_event_domain_time" ON "gateway"."message_event" ("domain_id", "occurred_at")`);
    await q.query(`CREATE INDEX "message_event_message" ON "gateway"."message_event" ("message_id")`);
    await q.query(`CREATE TABLE "gateway"."webhook_attempt" (
      "id" bigserial PRIMARY KEY,
      "webhook_id" bigint NOT NULL REFERENCES "gateway"."webhook" ("id") ON DELETE CASCADE,
      "event_id" bigint NOT NULL REFERENCES "gateway"."message_event" ("id") ON DELETE CASCADE,
      "attempt" integer NOT NULL,
      "status_code" integer,
      "error" text,
      "attempted_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "webhook_attempt_event" ON "gateway"."webhook_attempt" ("event_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['webhook_attempt', 'message_event', 'message', 'webhook', 'smtp_credential', 'api_key', 'sender_domain'])
      await q.query(`DROP TABLE IF EXISTS "gateway"."${table}"`);
    for (const sql of dropEventTablesSql('gateway')) await q.query(sql);
    for (const sql of dropOutboxTableSql('gateway')) await q.query(sql);
  }
}
