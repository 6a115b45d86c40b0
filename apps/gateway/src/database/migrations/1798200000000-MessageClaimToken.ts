import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `claim_id`: the token of the claim that holds a queued message. A worker whose batch outlived its lease settles
 * only the messages its own claim still holds, so the worker that took them over is the only one that records them.
 */
export class MessageClaimToken1798200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."message" ADD COLUMN "claim_id" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."message" DROP COLUMN "claim_id"`);
  }
}
