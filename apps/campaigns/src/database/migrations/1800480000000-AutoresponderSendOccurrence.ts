import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A date autoresponder (OnSubscriberDate) sends to the same subscriber again every month or year: each send row now
 * names its occurrence (the matching day as YYYYMMDD; 0 for the one-time triggers), and a message is unique per
 * autoresponder, subscriber, occurrence and repeat number.
 */
export class AutoresponderSendOccurrence1800480000000 implements MigrationInterface {
  name = 'AutoresponderSendOccurrence1800480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."autoresponder_send" ADD COLUMN "occurrence" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "campaigns"."autoresponder_send" DROP CONSTRAINT IF EXISTS "autoresponder_send_autoresponder_id_subscriber_id_seq_key"`);
    await q.query(
      `ALTER TABLE "campaigns"."autoresponder_send" ADD CONSTRAINT "autoresponder_send_once" UNIQUE ("autoresponder_id", "subscriber_id", "occurrence", "seq")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."autoresponder_send" DROP CONSTRAINT IF EXISTS "autoresponder_send_once"`);
    await q.query(`DELETE FROM "campaigns"."autoresponder_send" WHERE "occurrence" <> 0`);
    await q.query(`ALTER TABLE "campaigns"."autoresponder_send" DROP COLUMN "occurrence"`);
    await q.query(
      `ALTER TABLE "campaigns"."autoresponder_send" ADD CONSTRAINT "autoresponder_send_autoresponder_id_subscriber_id_seq_key" UNIQUE ("autoresponder_id", "subscriber_id", "seq")`,
    );
  }
}
