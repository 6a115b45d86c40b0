import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who reached each action (journey.action.subscribers): one row per action and subscriber, written when an
 * enrolment enters the action. Existing enrolments count for the action they stand at.
 */
export class RecordActionReach1800300000000 implements MigrationInterface {
  name = 'RecordActionReach1800300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "journeys"."action_reach" (
      "action_id" bigint NOT NULL REFERENCES "journeys"."action" ("id") ON DELETE CASCADE,
      "subscriber_id" bigint NOT NULL,
      "list_id" bigint NOT NULL,
      "email" text NOT NULL DEFAULT '',
      "at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("action_id", "subscriber_id")
    )`);
    await q.query(`INSERT INTO "journeys"."action_reach" ("action_id", "subscriber_id", "list_id", "email")
      SELECT DISTINCT ON (e."action_id", e."subscriber_id") e."action_id", e."subscriber_id", e."list_id", e."email"
      FROM "journeys"."enrolment" e JOIN "journeys"."action" a ON a."id" = e."action_id"
      ORDER BY e."action_id", e."subscriber_id", e."id" DESC`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "journeys"."action_reach"`);
  }
}
