import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `copies_sent`: how many of a tracked message's per-recipient copies the server has accepted (recipients in order).
 * A try that stops partway (a transient refusal, or the lease's end) records it, so the next try or the worker that
 * takes the message over sends only the remaining copies, and a final refusal bounces only the recipients not reached.
 */
export class MessageCopiesSent1798600000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."message" ADD COLUMN "copies_sent" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."message" DROP COLUMN "copies_sent"`);
  }
}
