import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The report tick's query every minute: the enabled reports whose next run has come, without scanning every report. */
export class AddAutomatedReportDueIndex1796774400000 implements MigrationInterface {
  name = 'AddAutomatedReportDueIndex1796774400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "automated_report_due_idx" ON "campaigns"."automated_report" ("next_run_at") WHERE "status" = 'enabled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "campaigns"."automated_report_due_idx"`);
  }
}
