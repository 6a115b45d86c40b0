import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CSV exports: `export` is the job's record (what, which filters, progress, expiry); `export_part` holds the
 * file in parts of at most 256 KiB (each served by one signed URL), written as the job streams the rows.
 */
export class SmsExports1798000000002 implements MigrationInterface {
  name = 'SmsExports1798000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "sms"."export" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "campaign_id" bigint NOT NULL REFERENCES "sms"."sms_campaign" ("id") ON DELETE CASCADE,
      "kind" text NOT NULL CHECK ("kind" IN ('events', 'recipients')),
      "filters" jsonb NOT NULL DEFAULT '{}',
      "status" text NOT NULL DEFAULT 'Queued',
      "rows" bigint NOT NULL DEFAULT 0,
      "total_rows" bigint,
      "parts" integer NOT NULL DEFAULT 0,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "finished_at" timestamp,
      "expires_at" timestamp
    )`);
    await q.query(`CREATE INDEX "export_expires_idx" ON "sms"."export" ("expires_at") WHERE "expires_at" IS NOT NULL`);
    await q.query(`CREATE TABLE "sms"."export_part" (
      "export_id" bigint NOT NULL REFERENCES "sms"."export" ("id") ON DELETE CASCADE,
      "part" integer NOT NULL,
      "body" text NOT NULL,
      PRIMARY KEY ("export_id", "part")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sms"."export_part"`);
    await q.query(`DROP TABLE IF EXISTS "sms"."export"`);
  }
}
