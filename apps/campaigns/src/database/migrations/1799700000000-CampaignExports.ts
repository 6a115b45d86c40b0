import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * campaigns.export.post / .get: `campaign_export` is the job's record (its filters and columns, progress, expiry);
 * `campaign_export_part` holds the CSV in parts of at most 256 KiB (each served by one signed URL), written as the
 * job streams the rows.
 */
export class CampaignExports1799700000000 implements MigrationInterface {
  name = 'CampaignExports1799700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."campaign_export" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "filters" jsonb NOT NULL DEFAULT '{}',
      "fields" text[] NOT NULL,
      "status" text NOT NULL DEFAULT 'Queued',
      "rows" integer NOT NULL DEFAULT 0,
      "total_rows" integer NOT NULL DEFAULT 0,
      "parts" integer NOT NULL DEFAULT 0,
      "bytes" bigint NOT NULL DEFAULT 0,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "finished_at" timestamp,
      "expires_at" timestamp
    )`);
    await q.query(`CREATE INDEX "campaign_export_expires_idx" ON "campaigns"."campaign_export" ("expires_at") WHERE "expires_at" IS NOT NULL`);
    await q.query(`CREATE TABLE "campaigns"."campaign_export_part" (
      "export_id" bigint NOT NULL REFERENCES "campaigns"."campaign_export" ("id") ON DELETE CASCADE,
      "part" integer NOT NULL,
      "body" text NOT NULL,
      PRIMARY KEY ("export_id", "part")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."campaign_export_part"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."campaign_export"`);
  }
}
