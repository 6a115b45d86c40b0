import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The incremental roll-up. Each stored event carries the id of the transaction that stored it (`ingest_xid`,
 * 64-bit, never wraps; a BRIN index finds the recent ones); a campaign's roll-up folds the events whose transactions
 * all ended since its watermark (`rolled_xid`: the oldest transaction still running when it last folded) into the
 * counters and the hourly and daily pre-aggregates, in one transaction with the watermark, so a fold is applied
 * exactly once. `message_rollup` keeps what the folds have counted per message (which event types, the cost last
 * reported), so distinct-message counters stay exact across folds and after the detail is removed; `bucket_message`
 * the hours in which each message had each event type (with a human one or not), so the series' distinct messages
 * per hour and per day are counted once without reading the store again.
 * A campaign's first fold (watermark 0) rebuilds its counters and pre-aggregates from the whole store; campaigns whose
 * detail is still kept are marked for it.
 */
export class SmsIncrementalRollup1798000000004 implements MigrationInterface {
  name = 'SmsIncrementalRollup1798000000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sms"."sms_event" ADD COLUMN "ingest_xid" bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "sms"."sms_event" ALTER COLUMN "ingest_xid" SET DEFAULT (pg_current_xact_id()::text::bigint)`);
    await q.query(`CREATE INDEX "sms_event_ingest_idx" ON "sms"."sms_event" USING brin ("ingest_xid")`);
    await q.query(`ALTER TABLE "sms"."sms_campaign" ADD COLUMN "rolled_xid" bigint NOT NULL DEFAULT 0`);
    await q.query(`CREATE TABLE "sms"."message_rollup" (
      "message_id" bigint PRIMARY KEY REFERENCES "sms"."sms_message" ("id") ON DELETE CASCADE,
      "campaign_id" bigint NOT NULL,
      "events" integer NOT NULL,
      "cost" numeric(12, 5),
      "cost_at" timestamp(3)
    )`);
    await q.query(`CREATE TABLE "sms"."bucket_message" (
      "campaign_id" bigint NOT NULL,
      "event" text NOT NULL,
      "message_id" bigint NOT NULL,
      "hour" timestamp NOT NULL,
      "human" boolean NOT NULL,
      PRIMARY KEY ("campaign_id", "event", "message_id", "hour")
    )`);
    // a campaign's first fold (rolled_xid 0) starts from zero counters and empty pre-aggregates
    await q.query(`UPDATE "sms"."sms_campaign" SET "dirty_since" = COALESCE("dirty_since", now() at time zone 'utc') WHERE "detail_expired_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sms"."bucket_message"`);
    await q.query(`DROP TABLE IF EXISTS "sms"."message_rollup"`);
    await q.query(`ALTER TABLE "sms"."sms_campaign" DROP COLUMN IF EXISTS "rolled_xid"`);
    await q.query(`DROP INDEX IF EXISTS "sms"."sms_event_ingest_idx"`);
    await q.query(`ALTER TABLE "sms"."sms_event" DROP COLUMN IF EXISTS "ingest_xid"`);
  }
}
