import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The roll-up's distinct messages per hour and per day come from the event store itself: whether an earlier fold
 * already had an event of that message, type and hour is one probe of `sms_event_message_idx`, the events below the
 * fold's watermark being exactly the ones folded before. bucket_message, which kept the same fact as a row per
 * (message, type, hour), cost a row, an index entry and an upsert per stored event; the index costs one entry.
 * The store holds every event bucket_message was made from (the detail of both goes together), so nothing is rebuilt.
 */
export class SmsBucketsFromEvents1798000000008 implements MigrationInterface {
  name = 'SmsBucketsFromEvents1798000000008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "sms_event_message_idx" ON "sms"."sms_event" ("message_id", "event", "event_time")`);
    await q.query(`DROP TABLE IF EXISTS "sms"."bucket_message"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "sms"."bucket_message" (
      "campaign_id" bigint NOT NULL,
      "event" text NOT NULL,
      "message_id" bigint NOT NULL,
      "hour" timestamp NOT NULL,
      "human" boolean NOT NULL,
      PRIMARY KEY ("campaign_id", "event", "message_id", "hour")
    )`);
    await q.query(`DROP INDEX IF EXISTS "sms"."sms_event_message_idx"`);
    // the empty table is refilled by each campaign's first fold (watermark 0), which rebuilds its pre-aggregates
    await q.query(
      `UPDATE "sms"."sms_campaign" SET "rolled_xid" = 0, "dirty_since" = COALESCE("dirty_since", now() at time zone 'utc') WHERE "detail_expired_at" IS NULL`,
    );
  }
}
