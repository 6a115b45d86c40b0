import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A SendEmail action's opens and clicks (its Stats EmailOpened / EmailClicked): each subscriber counted once per
 * action and kind (action_engagement remembers who was counted).
 */
export class TrackActionEmails1799100000000 implements MigrationInterface {
  name = 'TrackActionEmails1799100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "journeys"."action"
      ADD COLUMN "emails_opened" bigint NOT NULL DEFAULT 0,
      ADD COLUMN "emails_clicked" bigint NOT NULL DEFAULT 0`);
    await q.query(`CREATE TABLE "journeys"."action_engagement" (
      "action_id" bigint NOT NULL REFERENCES "journeys"."action" ("id") ON DELETE CASCADE,
      "subscriber_id" bigint NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('open', 'click')),
      "at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("action_id", "kind", "subscriber_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "journeys"."action_engagement"`);
    await q.query(`ALTER TABLE "journeys"."action" DROP COLUMN IF EXISTS "emails_opened", DROP COLUMN IF EXISTS "emails_clicked"`);
  }
}
