import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A SendEmail action's bounces (its Stats EmailBounced) and web views (the journey's BrowserViewCount): each
 * subscriber counted once per action, as opens and clicks are.
 */
export class CountActionBouncesAndViews1799300000000 implements MigrationInterface {
  name = 'CountActionBouncesAndViews1799300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "journeys"."action" ADD COLUMN "emails_bounced" bigint NOT NULL DEFAULT 0, ADD COLUMN "emails_viewed" bigint NOT NULL DEFAULT 0`,
    );
    await q.query(`ALTER TABLE "journeys"."action_engagement" DROP CONSTRAINT "action_engagement_kind_check"`);
    await q.query(
      `ALTER TABLE "journeys"."action_engagement" ADD CONSTRAINT "action_engagement_kind_check" CHECK ("kind" IN ('open', 'click', 'bounce', 'view'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "journeys"."action_engagement" WHERE "kind" IN ('bounce', 'view')`);
    await q.query(`ALTER TABLE "journeys"."action_engagement" DROP CONSTRAINT "action_engagement_kind_check"`);
    await q.query(`ALTER TABLE "journeys"."action_engagement" ADD CONSTRAINT "action_engagement_kind_check" CHECK ("kind" IN ('open', 'click'))`);
    await q.query(`ALTER TABLE "journeys"."action" DROP COLUMN IF EXISTS "emails_bounced", DROP COLUMN IF EXISTS "emails_viewed"`);
  }
}
