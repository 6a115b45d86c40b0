import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A SendEmail action's unsubscribes (Stats EmailUnsubscribed), spam complaints (EmailSpamComplaint) and attributed
 * conversions (EmailConverted): each subscriber counted once per action, as opens and clicks are.
 */
export class CountActionUnsubscribesComplaintsConversions1799400000000 implements MigrationInterface {
  name = 'CountActionUnsubscribesComplaintsConversions1799400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "journeys"."action" ADD COLUMN "emails_unsubscribed" bigint NOT NULL DEFAULT 0, ADD COLUMN "emails_complained" bigint NOT NULL DEFAULT 0,
         ADD COLUMN "emails_converted" bigint NOT NULL DEFAULT 0`,
    );
    await q.query(`ALTER TABLE "journeys"."action_engagement" DROP CONSTRAINT "action_engagement_kind_check"`);
    await q.query(
      `ALTER TABLE "journeys"."action_engagement" ADD CONSTRAINT "action_engagement_kind_check"
         CHECK ("kind" IN ('open', 'click', 'bounce', 'view', 'unsubscribe', 'complaint', 'conversion'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "journeys"."action_engagement" WHERE "kind" IN ('unsubscribe', 'complaint', 'conversion')`);
    await q.query(`ALTER TABLE "journeys"."action_engagement" DROP CONSTRAINT "action_engagement_kind_check"`);
    await q.query(
      `ALTER TABLE "journeys"."action_engagement" ADD CONSTRAINT "action_engagement_kind_check" CHECK ("kind" IN ('open', 'click', 'bounce', 'view'))`,
    );
    await q.query(
      `ALTER TABLE "journeys"."action" DROP COLUMN IF EXISTS "emails_unsubscribed", DROP COLUMN IF EXISTS "emails_complained", DROP COLUMN IF EXISTS "emails_converted"`,
    );
  }
}
