import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * usage_pending: messages accepted and not yet reported to accounts, one row per user per accepted batch, written
 * in the statement that queues the messages. UsageReporter turns them into one UsageReported event per user at
 * most once a second (deleting them in the transaction that writes the events): a crash loses no count.
 */
export class UsagePending1798400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "gateway"."usage_pending" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "count" integer NOT NULL,
      "at" timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "gateway"."usage_pending"`);
  }
}
