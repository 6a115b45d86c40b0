import type { MigrationInterface, QueryRunner } from 'typeorm';

/** journey_mail: one row per email journeys asked to send (its idempotency key): a retried step never sends twice. */
export class CreateJourneyMail1797000000000 implements MigrationInterface {
  name = 'CreateJourneyMail1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."journey_mail" (
      "idempotency_key" text PRIMARY KEY,
      "user_id" integer NOT NULL,
      "email_id" bigint NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "journey_id" bigint,
      "message_id" text,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."journey_mail"`);
  }
}
