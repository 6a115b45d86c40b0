import type { MigrationInterface, QueryRunner } from 'typeorm';

/** journey.export: a CSV export of the user's journeys with their statistics, written by a job. */
export class CreateJourneyExports1800300000002 implements MigrationInterface {
  name = 'CreateJourneyExports1800300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "journeys"."export" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "status" text NOT NULL DEFAULT 'Pending' CHECK ("status" IN ('Pending', 'Processing', 'Completed', 'Failed')),
      "options" jsonb NOT NULL,
      "csv" text,
      "bytes" integer NOT NULL DEFAULT 0,
      "submitted_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "started_at" timestamp,
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "finished_at" timestamp,
      "expires_at" timestamp
    )`);
    await q.query(`CREATE INDEX "export_user" ON "journeys"."export" ("user_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "journeys"."export"`);
  }
}
