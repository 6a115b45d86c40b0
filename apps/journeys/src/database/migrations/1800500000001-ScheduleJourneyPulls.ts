import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ScheduledPull trigger: when each such journey next enrols its list's or segment's members (NULL: at the next tick). */
export class ScheduleJourneyPulls1800500000001 implements MigrationInterface {
  name = 'ScheduleJourneyPulls1800500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "journeys"."journey" ADD COLUMN IF NOT EXISTS "next_pull_at" timestamp`);
    await q.query(`CREATE INDEX "journey_pulls" ON "journeys"."journey" ("next_pull_at") WHERE "trigger" = 'ScheduledPull' AND "status" = 'Enabled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "journeys"."journey_pulls"`);
    await q.query(`ALTER TABLE "journeys"."journey" DROP COLUMN IF EXISTS "next_pull_at"`);
  }
}
