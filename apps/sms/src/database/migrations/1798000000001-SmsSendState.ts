import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent sending and the campaign lifecycle:
 * - sms_message.send_state: queued → sending (claimed at claimed_at) → sent | failed | unknown, or cancelled;
 *   NULL for skipped members. request_key: a journey's SendSMS request, answered once per campaign. `body` is the personalised text fixed when the message is queued, so any run can send it.
 * - sms_campaign.audience_after / audience_done: how far the audience was queued (a resumed run goes on from there).
 * - sms_campaign.origin: '' for campaigns, `journey:<JourneyID>:<ActionID>` for a journey's SendSMS action.
 */
export class SmsSendState1798000000001 implements MigrationInterface {
  name = 'SmsSendState1798000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "sms"."sms_message" ADD COLUMN "send_state" text, ADD COLUMN "body" text, ADD COLUMN "claimed_at" timestamp(3), ADD COLUMN "request_key" text`,
    );
    await q.query(
      `UPDATE "sms"."sms_message" SET "send_state" = CASE WHEN "provider_message_id" IS NOT NULL THEN 'sent' WHEN "status" = 'Failed' THEN 'failed' END`,
    );
    await q.query(`CREATE INDEX "sms_message_send_state_idx" ON "sms"."sms_message" ("campaign_id", "id") WHERE "send_state" IN ('queued', 'sending')`);
    // provider message ids are unique per user (two users' providers may hand out the same ids)
    await q.query(`DROP INDEX "sms"."sms_message_provider_idx"`);
    await q.query(
      `CREATE UNIQUE INDEX "sms_message_provider_idx" ON "sms"."sms_message" ("user_id", "provider_message_id") WHERE "provider_message_id" IS NOT NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX "sms_message_request_key_idx" ON "sms"."sms_message" ("campaign_id", "request_key") WHERE "request_key" IS NOT NULL`);
    await q.query(
      `ALTER TABLE "sms"."sms_campaign" ADD COLUMN "audience_after" bigint NOT NULL DEFAULT 0, ADD COLUMN "audience_done" boolean NOT NULL DEFAULT false,
         ADD COLUMN "origin" text NOT NULL DEFAULT ''`,
    );
    await q.query(`CREATE UNIQUE INDEX "sms_campaign_origin_idx" ON "sms"."sms_campaign" ("user_id", "origin") WHERE "origin" <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "sms"."sms_campaign_origin_idx"`);
    await q.query(`ALTER TABLE "sms"."sms_campaign" DROP COLUMN "origin", DROP COLUMN "audience_done", DROP COLUMN "audience_after"`);
    await q.query(`DROP INDEX IF EXISTS "sms"."sms_message_request_key_idx"`);
    await q.query(`DROP INDEX "sms"."sms_message_provider_idx"`);
    await q.query(`CREATE UNIQUE INDEX "sms_message_provider_idx" ON "sms"."sms_message" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL`);
    await q.query(`DROP INDEX IF EXISTS "sms"."sms_message_send_state_idx"`);
    await q.query(`ALTER TABLE "sms"."sms_message" DROP COLUMN "request_key", DROP COLUMN "claimed_at", DROP COLUMN "body", DROP COLUMN "send_state"`);
  }
}
