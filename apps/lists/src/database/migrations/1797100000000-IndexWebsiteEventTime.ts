import type { MigrationInterface, QueryRunner } from 'typeorm';

/** website_event by time: the retention job deletes the expired rows (WEBSITE_EVENT_RETENTION_DAYS) without a scan. */
export class IndexWebsiteEventTime1797100000000 implements MigrationInterface {
  name = 'IndexWebsiteEventTime1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "website_event_created_idx" ON "lists"."website_event" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "lists"."website_event_created_idx"`);
  }
}
