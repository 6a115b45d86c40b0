import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * subscribers.export.post/get: one row per export job (its rules, format and fields, its progress) and its file in
 * parts of at most 256 KiB. When a file expires its parts are deleted and the job stays, `expired` (a download then
 * answers 410).
 */
export class CreateSubscriberExport1800400000000 implements MigrationInterface {
  name = 'CreateSubscriberExport1800400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "lists"."subscriber_export" (
      "id" bigserial PRIMARY KEY,
      "user_id" bigint NOT NULL,
      "list_id" bigint NOT NULL,
      "options" jsonb NOT NULL,
      "status" text NOT NULL DEFAULT 'Pending',
      "rows" integer NOT NULL DEFAULT 0,
      "total_rows" integer NOT NULL DEFAULT 0,
      "parts" integer NOT NULL DEFAULT 0,
      "bytes" bigint NOT NULL DEFAULT 0,
      "submitted_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "finished_at" timestamp,
      "expires_at" timestamp,
      "expired" boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE INDEX "subscriber_export_user_list" ON "lists"."subscriber_export" ("user_id", "list_id", "id")`);
    await q.query(`CREATE TABLE "lists"."subscriber_export_part" (
      "export_id" bigint NOT NULL REFERENCES "lists"."subscriber_export" ("id") ON DELETE CASCADE,
      "part" integer NOT NULL,
      "body" text NOT NULL,
      PRIMARY KEY ("export_id", "part")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "lists"."subscriber_export_part"`);
    await q.query(`DROP TABLE IF EXISTS "lists"."subscriber_export"`);
  }
}
