import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A/B testing and the auto-resend:
 * - campaign.ab_variations: Campaign.Update's ABTesting, `[{ emailId, weight }]` (null = no test).
 * - recipient.variation / recipient.email_id: the variation (index into ab_variations, frozen in the run's content)
 *   each recipient was assigned by the snapshot, and its email; null in runs without a test.
 * - campaign.parent_campaign_id / parent_run: an auto-resend child and the run of the parent it resends (one child
 *   per parent run: the unique index makes the job that creates it idempotent); OriginalCampaignID sets the parent
 *   alone. subject_override / preheader_override: the AutoResendSubject and PreHeaderText the child sends with.
 */
export class AddAbTestingAndAutoResend1796860800000 implements MigrationInterface {
  name = 'AddAbTestingAndAutoResend1796860800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."campaign"
      ADD COLUMN "ab_variations" jsonb,
      ADD COLUMN "parent_campaign_id" bigint,
      ADD COLUMN "parent_run" integer,
      ADD COLUMN "subject_override" text,
      ADD COLUMN "preheader_override" text`);
    await q.query(`CREATE INDEX "campaign_parent_idx" ON "campaigns"."campaign" ("parent_campaign_id") WHERE "parent_campaign_id" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "campaign_resend_idx" ON "campaigns"."campaign" ("parent_campaign_id", "parent_run") WHERE "parent_run" IS NOT NULL`);
    await q.query(`ALTER TABLE "campaigns"."recipient" ADD COLUMN "variation" smallint, ADD COLUMN "email_id" bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."recipient" DROP COLUMN "variation", DROP COLUMN "email_id"`);
    await q.query(`DROP INDEX IF EXISTS "campaigns"."campaign_resend_idx"`);
    await q.query(`DROP INDEX IF EXISTS "campaigns"."campaign_parent_idx"`);
    await q.query(`ALTER TABLE "campaigns"."campaign"
      DROP COLUMN "ab_variations", DROP COLUMN "parent_campaign_id", DROP COLUMN "parent_run", DROP COLUMN "subject_override", DROP COLUMN "preheader_override"`);
  }
}
