import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sms_message keeps room on each page (fillfactor 70): most events change only unindexed columns of their message
 * (a click's count and first time, a carrier, a delivery time with a status that does not move), and such an update
 * can then stay on its page as a heap-only tuple, without a new entry in each of the table's seven indexes. Pages
 * written from now on get the room; existing ones when they are rewritten.
 */
export class SmsMessageFillfactor1798000000006 implements MigrationInterface {
  name = 'SmsMessageFillfactor1798000000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sms"."sms_message" SET (fillfactor = 70)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sms"."sms_message" RESET (fillfactor)`);
  }
}
