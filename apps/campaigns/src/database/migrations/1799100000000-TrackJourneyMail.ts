import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Journey emails are tracked like campaign emails: journey_mail gets an id (the tracking token's recipient id),
 * the action, the list and address the message went to and when it was handed over; journey_link holds the
 * tracked links of the user's emails sent by journeys (click tokens carry its ids). Their tracking_event rows have
 * campaign_id 0 and run 0, recipient_id the journey_mail id.
 */
export class TrackJourneyMail1799100000000 implements MigrationInterface {
  name = 'TrackJourneyMail1799100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."journey_mail"
      ADD COLUMN "id" bigserial NOT NULL,
      ADD COLUMN "action_id" bigint,
      ADD COLUMN "list_id" bigint,
      ADD COLUMN "email_address" text,
      ADD COLUMN "sent_at" timestamp`);
    await q.query(`CREATE UNIQUE INDEX "journey_mail_id" ON "campaigns"."journey_mail" ("id")`);
    await q.query(`CREATE TABLE "campaigns"."journey_link" (
      "id" bigserial PRIMARY KEY,
      "email_id" bigint NOT NULL,
      "url" text NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX "journey_link_url" ON "campaigns"."journey_link" ("email_id", md5("url"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."journey_link"`);
    await q.query(`DROP INDEX IF EXISTS "campaigns"."journey_mail_id"`);
    for (const column of ['id', 'action_id', 'list_id', 'email_address', 'sent_at'])
      await q.query(`ALTER TABLE "campaigns"."journey_mail" DROP COLUMN IF EXISTS "${column}"`);
  }
}
