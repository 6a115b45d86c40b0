import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * campaign_run keeps its send span (messages accepted, first and last acceptance) as the settle statement records
 * batches, so Campaign.Get's CampaignThroughput no longer scans the run's recipients; tracking_event gets the value
 * of an attributed conversion, and the index conversions are attributed by (a subscriber's latest human click).
 */
export class AddRunSpanAndConversions1796947200000 implements MigrationInterface {
  name = 'AddRunSpanAndConversions1796947200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."campaign_run"
      ADD COLUMN "sent" integer NOT NULL DEFAULT 0, ADD COLUMN "first_sent_at" timestamptz, ADD COLUMN "last_sent_at" timestamptz`);
    await q.query(`UPDATE "campaigns"."campaign_run" cr SET "sent" = s."n", "first_sent_at" = s."first", "last_sent_at" = s."last"
      FROM (SELECT "campaign_id", "run", count(*)::int AS "n", min("sent_at") AS "first", max("sent_at") AS "last"
            FROM "campaigns"."recipient" WHERE "state" = 'sent' AND "sent_at" IS NOT NULL GROUP BY 1, 2) s
      WHERE cr."campaign_id" = s."campaign_id" AND cr."run" = s."run"`);
    await q.query(`ALTER TABLE "campaigns"."tracking_event" ADD COLUMN "value" numeric(16, 2) NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX "tracking_event_subscriber_click_idx" ON "campaigns"."tracking_event" ("subscriber_id", "occurred_at")
      WHERE "kind" = 'click' AND NOT "is_bot"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "campaigns"."tracking_event_subscriber_click_idx"`);
    await q.query(`ALTER TABLE "campaigns"."tracking_event" DROP COLUMN IF EXISTS "value"`);
    await q.query(
      `ALTER TABLE "campaigns"."campaign_run" DROP COLUMN IF EXISTS "sent", DROP COLUMN IF EXISTS "first_sent_at", DROP COLUMN IF EXISTS "last_sent_at"`,
    );
  }
}
