import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Journey emails bounce and have a web view like campaign emails: journey_mail keeps the message's worst bounce (as
 * recipient.bounce does) and the personalisation it was rendered with (the subscriber's values, the user's fields and
 * the merge-tag aliases), so its "view in browser" page shows the recipient's own message.
 */
export class JourneyMailBouncesAndViews1799300000000 implements MigrationInterface {
  name = 'JourneyMailBouncesAndViews1799300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."journey_mail"
      ADD COLUMN "bounce" text,
      ADD COLUMN "personalisation" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."journey_mail" DROP COLUMN IF EXISTS "bounce", DROP COLUMN IF EXISTS "personalisation"`);
  }
}
