import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * EmailGateway.ExportEvents as a job: `event_export` is the export's record (whose, which filters, progress, expiry);
 * `event_export_part` holds the CSV in parts of at most 256 KiB (@mail/exports), each served by one signed URL.
 */
export class EventExports1800510000002 implements MigrationInterface {
  name = 'EventExports1800510000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "gateway"."event_export" (
      "id" bigserial PRIMARY KEY,
      "user_id" bigint NOT NULL,
      "filters" jsonb NOT NULL DEFAULT '{}',
      "status" text NOT NULL DEFAULT 'Queued',
      "rows" bigint NOT NULL DEFAULT 0,
      "total_rows" bigint,
      "parts" integer NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz,
      "expires_at" timestamptz)`);
    await q.query(`CREATE INDEX IF NOT EXISTS "event_export_expires" ON "gateway"."event_export" ("expires_at") WHERE "expires_at" IS NOT NULL`);
    await q.query(`CREATE TABLE IF NOT EXISTS "gateway"."event_export_part" (
      "export_id" bigint NOT NULL REFERENCES "gateway"."event_export" ("id") ON DELETE CASCADE,
      "part" integer NOT NULL,
      "body" text NOT NULL,
      PRIMARY KEY ("export_id", "part"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "gateway"."event_export_part"`);
    await q.query(`DROP TABLE IF EXISTS "gateway"."event_export"`);
  }
}
