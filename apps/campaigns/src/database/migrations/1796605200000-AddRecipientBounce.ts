import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * recipient.bounce: how the message to this recipient bounced ('Hard', 'Soft', or NULL), the worst report
 * seen. A recipient counts once in TotalHardBounces / TotalSoftBounces however many reports arrive.
 */
export class AddRecipientBounce1796605200000 implements MigrationInterface {
  name = 'AddRecipientBounce1796605200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."recipient" ADD COLUMN "bounce" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "campaigns"."recipient" DROP COLUMN "bounce"`);
  }
}
