import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * autoresponder: a list's automatic email (its trigger, delay, repeat rule, status and segment scope);
 * autoresponder_send: one row per message the engine schedules for one subscriber (seq 0 the first, 1.. the repeats),
 * unique per autoresponder, subscriber and seq, so a trigger delivered twice schedules once. Its status goes
 * Pending → Sent or Failed; its send goes through journey mail with the key `autoresponder:<id>` (sent once).
 */
export class CreateAutoresponders1800000000000 implements MigrationInterface {
  name = 'CreateAutoresponders1800000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."autoresponder" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL,
      "segment_id" bigint,
      "email_id" bigint NOT NULL,
      "name" text NOT NULL,
      "trigger_type" text NOT NULL,
      "trigger_value" text NOT NULL DEFAULT '',
      "trigger_value2" text NOT NULL DEFAULT '',
      "trigger_time_type" text NOT NULL,
      "trigger_time" integer NOT NULL DEFAULT 0,
      "repeat" text,
      "status" text NOT NULL DEFAULT 'Enabled',
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "autoresponder_user_list" ON "campaigns"."autoresponder" ("user_id", "list_id")`);
    await q.query(`CREATE TABLE "campaigns"."autoresponder_send" (
      "id" bigserial PRIMARY KEY,
      "autoresponder_id" bigint NOT NULL REFERENCES "campaigns"."autoresponder" ("id") ON DELETE CASCADE,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "email_address" text NOT NULL DEFAULT '',
      "seq" integer NOT NULL DEFAULT 0,
      "status" text NOT NULL DEFAULT 'Pending',
      "scheduled_at" timestamp NOT NULL,
      "sent_at" timestamp,
      "failure_reason" text,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      UNIQUE ("autoresponder_id", "subscriber_id", "seq")
    )`);
    await q.query(`CREATE INDEX "autoresponder_send_log" ON "campaigns"."autoresponder_send" ("autoresponder_id", "scheduled_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."autoresponder_send"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."autoresponder"`);
  }
}
