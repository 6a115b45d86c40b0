import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Campaign.Update's auto-resend settings (reference notes 1.5: AutoResendEnabled, WaitDays, Subject, PreHeaderText). */
export class AddCampaignAutoResend1796688000000 implements MigrationInterface {
  name = 'AddCampaignAutoResend1796688000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."campaign"
      ADD COLUMN "auto_resend_enabled" boolean NOT NULL DEFAULT false,
      ADD COLUMN "auto_resend_wait_days" integer NOT NULL DEFAULT 0,
      ADD COLUMN "auto_resend_subject" text NOT NULL DEFAULT '',
      ADD COLUMN "auto_resend_preheader_text" text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."campaign"
      DROP COLUMN "auto_resend_enabled", DROP COLUMN "auto_resend_wait_days", DROP COLUMN "auto_resend_subject", DROP COLUMN "auto_resend_preheader_text"`);
  }
}
