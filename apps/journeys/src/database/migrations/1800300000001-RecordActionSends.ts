import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each email a SendEmail action sent, dated, with the recipient's mailbox domain (journey.stats.byaction, .byisp,
 * account.journey.benchmark): one row per enrolment step, so a retried step is not counted twice.
 */
export class RecordActionSends1800300000001 implements MigrationInterface {
  name = 'RecordActionSends1800300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "journeys"."action_send" (
      "enrolment_id" bigint NOT NULL,
      "step_no" integer NOT NULL,
      "action_id" bigint NOT NULL REFERENCES "journeys"."action" ("id") ON DELETE CASCADE,
      "subscriber_id" bigint NOT NULL,
      "domain" text NOT NULL DEFAULT '',
      "at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("enrolment_id", "step_no")
    )`);
    await q.query(`CREATE INDEX "action_send_action" ON "journeys"."action_send" ("action_id", "at")`);
    await q.query(`CREATE INDEX "action_send_subscriber" ON "journeys"."action_send" ("action_id", "subscriber_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "journeys"."action_send"`);
  }
}
