import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every subscription writes an activity row, so each index on "activity" is paid by bulk imports. The
 * list_id index served only Lists.Delete, which now removes activity through the list's subscribers
 * (activity_subscriber_idx) instead.
 */
export class DropActivityListIndex1763942400000 implements MigrationInterface {
  name = 'DropActivityListIndex1763942400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "lists"."activity_list_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "activity_list_idx" ON "lists"."activity" ("list_id")`);
  }
}
