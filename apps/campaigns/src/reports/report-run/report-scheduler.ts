import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';
import { JobHandler, JobQueue } from '@mail/jobs';

import { AutomatedReportRepository } from '../automated-report.repository';
import { firstPeriodStart, nextRunAt } from '../report-schedule';
import { REPORT_TICK_CRON, ReportRun, ReportTick } from './report-run.jobs';

/** due reports claimed per transaction: the tick loops until none is left */
const CLAIM_BATCH = 100;

/**
 * The report schedule: a cron tick every minute claims the enabled reports whose next run has come (FOR UPDATE
 * SKIP LOCKED), moves each to its next run and enqueues its `report-run` job in the same transaction: a report
 * is claimed once per period across replicas, and its run exists exactly when the claim committed. The period
 * runs from the previous run (or one frequency back, the first time) to now, so no campaign falls between two reports.
 */
@Injectable()
export class ReportScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly db: ServiceDb,
    private readonly reports: AutomatedReportRepository,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(ReportTick, REPORT_TICK_CRON, {});
  }

  @JobHandler(ReportTick)
  async tick(): Promise<void> {
    await this.runDue(new Date());
  }

  /** Enqueues the runs of every report due at `now`; the number enqueued. */
  async runDue(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.db.tx(async (m) => {
        const due = await this.reports.claimDue(m, now, CLAIM_BATCH);
        for (const report of due) {
          await this.reports.markRun(m, report.id, now, nextRunAt(report.frequency, now));
          const from = report.last_run_at ?? firstPeriodStart(report.frequency, now);
          await this.jobs.sendInTransaction(m, ReportRun, { reportId: report.id, from: from.toISOString(), to: now.toISOString() });
        }
        return due.length;
      });
      total += claimed;
      if (claimed < CLAIM_BATCH) return total;
    }
  }
}
