import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sms_message.created_at: when the message was queued. A journey's SMS campaign stays Active for good, so its
 * per-recipient detail expires message by message once older than the retention window (by this column).
 * Existing messages of Active campaigns take their send time when they have one.
 */
export class SmsMessageCreatedAt1798000000005 implements MigrationInterface {
  name = 'SmsMessageCreatedAt1798000000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sms"."sms_message" ADD COLUMN "created_at" timestamp(3) NOT NULL DEFAULT (now() at time zone 'utc')`);
    await q.query(
      `UPDATE "sms"."sms_message" m SET "created_at" = m."sent_at" FROM "sms"."sms_campaign" c
       WHERE c."id" = m."campaign_id" AND c."status" = 'Active' AND m."sent_at" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "sms_message_created_idx" ON "sms"."sms_message" ("campaign_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "sms"."sms_message_created_idx"`);
    await q.query(`ALTER TABLE "sms"."sms_message" DROP COLUMN IF EXISTS "created_at"`);
  }
}
