import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event reads' keyset paging (EventLogRepository): newest first by ("occurred_at", "id"), per user or per
 * domain, so a page (and the seek of a StartFrom) walks one index in order and stops at its rows. They replace the
 * indexes on ("user_id", "occurred_at") and ("domain_id", "occurred_at"), which they cover.
 */
export class EventKeysetIndexes1800510000001 implements MigrationInterface {
  name = 'EventKeysetIndexes1800510000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "message_event_user_keyset" ON "gateway"."message_event" ("user_id", "occurred_at", "id")`);
    await q.query(`CREATE INDEX IF NOT EXISTS "message_event_domain_keyset" ON "gateway"."message_event" ("domain_id", "occurred_at", "id")`);
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_event_user_time"`);
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_event_domain_time"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "message_event_domain_time" ON "gateway"."message_event" ("domain_id", "occurred_at")`);
    await q.query(`CREATE INDEX IF NOT EXISTS "message_event_user_time" ON "gateway"."message_event" ("user_id", "occurred_at")`);
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_event_domain_keyset"`);
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_event_user_keyset"`);
  }
}
