import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Entrants held before they enter a journey with Run_Criteria or a rate limit (RateLimitHourly, RateLimitDaily): written in the trigger's transaction, admitted (or
 * dropped when the criteria do not hold) by the journey's admission job, oldest first.
 */
export class CreateEntrantQueue1800500000000 implements MigrationInterface {
  name = 'CreateEntrantQueue1800500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "journeys"."entrant_queue" (
      "id" bigserial PRIMARY KEY,
      "journey_id" bigint NOT NULL REFERENCES "journeys"."journey" ("id") ON DELETE CASCADE,
      "subscriber_id" bigint NOT NULL,
      "list_id" bigint NOT NULL,
      "email" text NOT NULL DEFAULT '',
      "queued_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "entrant_queue_journey" ON "journeys"."entrant_queue" ("journey_id", "id")`);
    // the rate limits count a journey's enrolments started in the current hour and day
    await q.query(`CREATE INDEX "enrolment_started" ON "journeys"."enrolment" ("journey_id", "started_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "journeys"."enrolment_started"`);
    await q.query(`DROP TABLE IF EXISTS "journeys"."entrant_queue"`);
  }
}
