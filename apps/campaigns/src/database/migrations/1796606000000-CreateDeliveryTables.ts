import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery pipeline's own state:
 * - campaign_run: one row per send run: the content it renders from (frozen at its start, so every worker of
 *   every replica builds the same message), the user's never-suppressed addresses, and how far its audience
 *   snapshot got (a retried snapshot resumes after the last committed page).
 * - send_window: messages sent per user and minute, for MaxSendPerMinute/Hour/Day (kept for a day).
 */
export class CreateDeliveryTables1796606000000 implements MigrationInterface {
  name = 'CreateDeliveryTables1796606000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."campaign_run" (
      "campaign_id" bigint NOT NULL,
      "run" integer NOT NULL,
      "content" jsonb,
      "never_suppressed" text[] NOT NULL DEFAULT '{}',
      "snapshot_after" bigint NOT NULL DEFAULT 0,
      "snapshot_done" boolean NOT NULL DEFAULT false,
      "started_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz,
      PRIMARY KEY ("campaign_id", "run")
    )`);
    await q.query(`CREATE TABLE "campaigns"."send_window" (
      "user_id" integer NOT NULL,
      "minute" timestamptz NOT NULL,
      "sent" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("user_id", "minute")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."send_window"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."campaign_run"`);
  }
}
