import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * send_month: messages sent per user and UTC calendar month, for the monthly limit (the minute rows of
 * send_window are kept for a day only; summing a month of them at every reservation would cost too much).
 */
export class CreateSendMonth1796860900000 implements MigrationInterface {
  name = 'CreateSendMonth1796860900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."send_month" (
      "user_id" integer NOT NULL,
      "month" date NOT NULL,
      "sent" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("user_id", "month")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."send_month"`);
  }
}
