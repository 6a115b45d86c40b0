import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports run as pg-boss jobs (lists_jobs), which claim, expire and retry them: the import row's own lease
 * is gone. Imports left Pending or Running by an older version get their job at the next boot.
 */
export class DropImportLease1764028800000 implements MigrationInterface {
  name = 'DropImportLease1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lists"."import_job" DROP COLUMN IF EXISTS "lease_until"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lists"."import_job" ADD COLUMN IF NOT EXISTS "lease_until" timestamp`);
  }
}
