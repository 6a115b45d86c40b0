import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createOutboxTableSql, dropOutboxTableSql } from '@mail/db';

/**
 * The whole lists schema, designed for a million subscribers per list:
 * - subscriber: unique (list_id, lower(email)); status as text (four values, low cardinality index with list_id).
 * - custom_field_value: one row per (subscriber, field) with typed copies (text/num/date) so that every
 *   segment operator has an index: (field_id, lower(value_text) text_pattern_ops) serves is / begins with,
 *   (field_id, value_num) and (field_id, value_date) serve the range operators.
 * - subscriber_tag: (tag_id, subscriber_id) primary key + (subscriber_id) for per-subscriber reads.
 * - list_counter: 16 counter slots per list so concurrent creates never queue on one row lock.
 * - The high-volume tables (subscriber, custom_field_value, subscriber_tag) carry no foreign keys: an FK
 *   check per row costs about a third of bulk-insert throughput. The services delete dependants
 *   explicitly (Lists.Delete, CustomFields.Delete, Subscriber.Tags.Delete) inside one transaction.
 */
export class CreateListsSchema1763769600000 implements MigrationInterface {
  name = 'CreateListsSchema1763769600000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createOutboxTableSql('lists')) await q.query(sql);
    await q.query(`CREATE TABLE "lists"."list" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "opt_in_mode" text NOT NULL DEFAULT 'Single',
      "settings" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "salt" text NOT NULL DEFAULT md5(random()::text),
      "sync_last_at" timestamp,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "list_user_idx" ON "lists"."list" ("user_id", "id")`);
    await q.query(`CREATE TABLE "lists"."list_counter" (
      "list_id" bigint NOT NULL REFERENCES "lists"."list" ("id") ON DELETE CASCADE,
      "slot" smallint NOT NULL,
      "subscribers" bigint NOT NULL DEFAULT 0,
      PRIMARY KEY ("list_id", "slot")
    )`);
    await q.query(`CREATE TABLE "lists"."subscriber" (
      "id" bigserial PRIMARY KEY,
      "list_id" bigint NOT NULL,
      "email" text NOT NULL,
      "status" text NOT NULL DEFAULT 'Subscribed',
      "bounce_type" text NOT NULL DEFAULT 'Not Bounced',
      "subscription_date" timestamp,
      "subscription_ip" text,
      "unsubscription_date" timestamp,
      "unsubscription_ip" text,
      "optin_date" timestamp,
      "source" text NOT NULL DEFAULT 'API',
      "source_ref" text,
      "confirmation_code" text,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE UNIQUE INDEX "subscriber_list_email_uq" ON "lists"."subscriber" ("list_id", lower("email"))`);
    await q.query(`CREATE TABLE "lists"."custom_field" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint,
      "name" text NOT NULL,
      "field_type" text NOT NULL,
      "default_value" text NOT NULL DEFAULT '',
      "validation_method" text NOT NULL DEFAULT 'None',
      "validation_rule" text NOT NULL DEFAULT '',
      "merge_tag_alias" text NOT NULL DEFAULT '',
      "preset_name" text NOT NULL DEFAULT '',
      "years" text NOT NULL DEFAULT '',
      "options" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "visibility" text NOT NULL DEFAULT 'Public',
      "is_required" boolean NOT NULL DEFAULT false,
      "is_unique" boolean NOT NULL DEFAULT false,
      "is_global" boolean NOT NULL DEFAULT false,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "custom_field_list_idx" ON "lists"."custom_field" ("list_id")`);
    await q.query(`CREATE INDEX "custom_field_user_global_idx" ON "lists"."custom_field" ("user_id") WHERE "is_global"`);
    await q.query(`CREATE UNIQUE INDEX "custom_field_alias_uq" ON "lists"."custom_field" ("user_id", lower("merge_tag_alias")) WHERE "merge_tag_alias" <> ''`);
    await q.query(`CREATE TABLE "lists"."custom_field_value" (
      "subscriber_id" bigint NOT NULL,
      "field_id" bigint NOT NULL,
      "value_text" text NOT NULL,
      "value_num" numeric,
      "value_date" timestamp,
      PRIMARY KEY ("subscriber_id", "field_id")
    )`);
    await q.query(`CREATE INDEX "cfv_field_text_idx" ON "lists"."custom_field_value" ("field_id", lower("value_text") text_pattern_ops)`);
    await q.query(`CREATE INDEX "cfv_field_num_idx" ON "lists"."custom_field_value" ("field_id", "value_num") WHERE "value_num" IS NOT NULL`);
    await q.query(`CREATE INDEX "cfv_field_date_idx" ON "lists"."custom_field_value" ("field_id", "value_date") WHERE "value_date" IS NOT NULL`);
    await q.query(`CREATE TABLE "lists"."tag" (
      "id" bigserial PRIMARY KEY,
      "list_id" bigint NOT NULL REFERENCES "lists"."list" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE UNIQUE INDEX "tag_list_name_uq" ON "lists"."tag" ("list_id", lower("name"))`);
    await q.query(`CREATE TABLE "lists"."subscriber_tag" (
      "tag_id" bigint NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("tag_id", "subscriber_id")
    )`);
    await q.query(`CREATE INDEX "subscriber_tag_subscriber_idx" ON "lists"."subscriber_tag" ("subscriber_id")`);
    await q.query(`CREATE TABLE "lists"."segment" (
      "id" bigserial PRIMARY KEY,
      "list_id" bigint NOT NULL REFERENCES "lists"."list" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "operator" text NOT NULL DEFAULT 'and',
      "rules" jsonb NOT NULL DEFAULT '{"op":"and","items":[]}'::jsonb,
      "source" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "segment_list_idx" ON "lists"."segment" ("list_id")`);
    await q.query(`CREATE TABLE "lists"."suppression" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint,
      "email" text NOT NULL,
      "source" text NOT NULL DEFAULT 'Import',
      "reason" text NOT NULL DEFAULT '',
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE UNIQUE INDEX "suppression_scope_email_uq" ON "lists"."suppression" ("user_id", coalesce("list_id", 0), lower("email"))`);
    await q.query(`CREATE INDEX "suppression_email_idx" ON "lists"."suppression" (lower("email"))`);
    await q.query(`CREATE TABLE "lists"."activity" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "activity_type" text NOT NULL,
      "parameters" jsonb,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "activity_subscriber_idx" ON "lists"."activity" ("subscriber_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "activity_list_idx" ON "lists"."activity" ("list_id")`);
    await q.query(`CREATE TABLE "lists"."subscriber_journey" (
      "subscriber_id" bigint NOT NULL REFERENCES "lists"."subscriber" ("id") ON DELETE CASCADE,
      "journey_id" bigint NOT NULL,
      "journey_name" text NOT NULL DEFAULT '',
      "status" text NOT NULL,
      "entry_id" text,
      "action_id" bigint,
      "enrolled_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "completed_at" timestamp,
      PRIMARY KEY ("subscriber_id", "journey_id")
    )`);
    await q.query(`CREATE INDEX "subscriber_journey_journey_idx" ON "lists"."subscriber_journey" ("journey_id", "status")`);
    await q.query(`CREATE TABLE "lists"."website_event" (
      "id" bigserial PRIMARY KEY,
      "subscriber_id" bigint NOT NULL REFERENCES "lists"."subscriber" ("id") ON DELETE CASCADE,
      "tracker_uuid" text NOT NULL,
      "event" text NOT NULL,
      "email" text NOT NULL DEFAULT '',
      "parameters" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "website_event_subscriber_idx" ON "lists"."website_event" ("subscriber_id", "event", "created_at" DESC)`);
    await q.query(`CREATE TABLE "lists"."processed_event" (
      "id" text PRIMARY KEY,
      "processed_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE TABLE "lists"."import_job" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL REFERENCES "lists"."list" ("id") ON DELETE CASCADE,
      "status" text NOT NULL DEFAULT 'Pending',
      "format" text NOT NULL,
      "source" text NOT NULL,
      "options" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "total_rows" integer,
      "processed_rows" integer NOT NULL DEFAULT 0,
      "source_offset" bigint NOT NULL DEFAULT 0,
      "committed_batches" integer NOT NULL DEFAULT 0,
      "imported" integer NOT NULL DEFAULT 0,
      "updated" integer NOT NULL DEFAULT 0,
      "skipped" integer NOT NULL DEFAULT 0,
      "failed" integer NOT NULL DEFAULT 0,
      "errors" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "lease_until" timestamp,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "started_at" timestamp,
      "finished_at" timestamp
    )`);
    // EXTERNAL (uncompressed) storage lets the worker read the source in slices with substr(), memory stays flat
    await q.query(`ALTER TABLE "lists"."import_job" ALTER COLUMN "source" SET STORAGE EXTERNAL`);
    // batches committed out of order (two run in parallel); the job's offset covers the contiguous prefix
    await q.query(`CREATE TABLE "lists"."import_batch" (
      "job_id" bigint NOT NULL REFERENCES "lists"."import_job" ("id") ON DELETE CASCADE,
      "batch_no" integer NOT NULL,
      "end_offset" bigint NOT NULL,
      "end_row" integer NOT NULL,
      PRIMARY KEY ("job_id", "batch_no")
    )`);
    await q.query(`CREATE INDEX "import_job_pending_idx" ON "lists"."import_job" ("id") WHERE "status" IN ('Pending', 'Running')`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'import_batch',
      'import_job',
      'processed_event',
      'website_event',
      'subscriber_journey',
      'activity',
      'suppression',
      'segment',
      'subscriber_tag',
      'tag',
      'custom_field_value',
      'custom_field',
      'subscriber',
      'list_counter',
      'list',
    ]) {
      await q.query(`DROP TABLE IF EXISTS "lists"."${table}"`);
    }
    for (const sql of dropOutboxTableSql('lists')) await q.query(sql);
  }
}
