import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * List archiving (list.archive / list.unarchive) and the indexes the 5.9.1 list analytics read, each leading with
 * list_id so a report reads its own list's rows only:
 * - activity (list_id, activity_type, created_at) INCLUDE (subscriber_id): a window of one kind of activity of one
 *   list (series, bounce trend, heatmap, engagement, stats), index-only for counts and distinct subscribers.
 * - subscriber (list_id, status, bounce_type, created_at) INCLUDE (subscription_date, source): status breakdown,
 *   tenure and source breakdown as index-only scans of the list's range.
 * - subscriber (list_id, mailbox domain) for deliverable rows: the ESP breakdown groups an index range.
 * Each index is paid by bulk imports (one more entry per row); these three are what 1M-row reports need.
 */
export class ArchiveListsAndIndexAnalytics1800410000000 implements MigrationInterface {
  name = 'ArchiveListsAndIndexAnalytics1800410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lists"."list" ADD COLUMN IF NOT EXISTS "archived_at" timestamp`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS "activity_list_type_time_idx" ON "lists"."activity" ("list_id", "activity_type", "created_at") INCLUDE ("subscriber_id")`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS "subscriber_list_state_idx" ON "lists"."subscriber" ("list_id", "status", "bounce_type", "created_at") INCLUDE ("subscription_date", "source")`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS "subscriber_list_domain_idx" ON "lists"."subscriber" ("list_id", (lower(split_part("email", '@', 2))))
       WHERE "status" = 'Subscribed' AND "bounce_type" = 'Not Bounced'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "lists"."subscriber_list_domain_idx"`);
    await q.query(`DROP INDEX IF EXISTS "lists"."subscriber_list_state_idx"`);
    await q.query(`DROP INDEX IF EXISTS "lists"."activity_list_type_time_idx"`);
    await q.query(`ALTER TABLE "lists"."list" DROP COLUMN IF EXISTS "archived_at"`);
  }
}
