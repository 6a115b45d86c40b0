import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The message table is the delivery queue (no job per message): `due_at` is when a queued message may go next
 * (its SendAt, or the time of its next try), `attempts` the tries made, `claimed_until` how long the worker that
 * claimed it (FOR UPDATE SKIP LOCKED) holds it before another may take it over (a worker that died).
 * webhook_attempt: one row per (webhook, event, attempt), so a re-run attempt neither logs nor schedules twice.
 */
export class OwnMessageQueue1798100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."message"
      ADD COLUMN "due_at" timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN "attempts" integer NOT NULL DEFAULT 0,
      ADD COLUMN "claimed_until" timestamptz`);
    await q.query(`UPDATE "gateway"."message" SET "due_at" = greatest("created_at", coalesce("send_at", "created_at")) WHERE "status" = 'Queued'`);
    await q.query(`CREATE INDEX "message_due" ON "gateway"."message" ("due_at") WHERE "status" = 'Queued'`);
    await q.query(`DELETE FROM "gateway"."webhook_attempt" a USING "gateway"."webhook_attempt" b
      WHERE a."webhook_id" = b."webhook_id" AND a."event_id" = b."event_id" AND a."attempt" = b."attempt" AND a."id" > b."id"`);
    await q.query(`CREATE UNIQUE INDEX "webhook_attempt_once" ON "gateway"."webhook_attempt" ("event_id", "webhook_id", "attempt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "gateway"."webhook_attempt_once"`);
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_due"`);
    await q.query(`ALTER TABLE "gateway"."message" DROP COLUMN "due_at", DROP COLUMN "attempts", DROP COLUMN "claimed_until"`);
  }
}
