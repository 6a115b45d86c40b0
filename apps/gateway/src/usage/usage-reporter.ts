import { type BeforeApplicationShutdown, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { Events } from '@mail/contracts';
import { TableQueueWorker } from '@mail/jobs';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { UsagePendingRepository } from './usage-pending.repository';

const log = logger('gateway.usage');
/** a user's usage goes to accounts at most this often (one event per user and minute per report) */
const REPORT_EVERY_MS = 1000;
/** how often a replica looks for rows nobody reported (a replica that stopped between its intake and its report) */
const SWEEP_EVERY_MS = 60_000;

/**
 * Reports accepted messages to accounts (Events.UsageReported) from usage_pending, which intake writes in the
 * statement that queues them: an event per user per second instead of one per accepted batch (each event is a
 * relay, a bus delivery and a transaction in accounts). A report deletes the rows it reports in the transaction
 * that writes its events, so every count is reported once, crash or not; rows a stopped replica left are
 * reported by the next report of any replica (each reports at boot, and once a minute even without traffic).
 */
@Injectable()
export class UsageReporter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly worker = new TableQueueWorker({
    name: 'gateway.usage',
    loops: 1,
    idleMs: SWEEP_EVERY_MS,
    minIntervalMs: REPORT_EVERY_MS,
    round: async () => (await this.reportPending()) > 0,
  });

  constructor(
    private readonly db: ServiceDb,
    private readonly pending: UsagePendingRepository,
    private readonly outbox: ServiceOutbox,
  ) {}

  /** reports at boot (what a stopped replica left), then whenever messages are accepted, and once a minute */
  onApplicationBootstrap(): void {
    this.worker.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
    await this.report();
  }

  /** messages were accepted (their usage is pending): reported at once if the last report is a second old, else then */
  accepted(): void {
    this.worker.wake();
  }

  /** every pending count as events, now; a failure is logged and left to the next report */
  async report(): Promise<void> {
    await this.reportPending().catch((error: unknown) => log.warn({ err: error }, 'usage not reported yet; the next report takes it'));
  }

  /** every pending count as events, in one transaction with their deletion; answers how many it reported (a report takes a bounded number) */
  private async reportPending(): Promise<number> {
    const usage = await this.db.tx(async (m) => {
      const taken = await this.pending.take(m);
      const at = (minute: Date) => new Date(minute).toISOString();
      await this.outbox.add(
        m,
        Events.UsageReported,
        taken.map((u) => ({ userId: u.userId, metric: 'email_gateway_sent' as const, count: u.count, at: at(u.minute) })),
      );
      return taken;
    });
    if (usage.length) this.outbox.kick();
    return usage.length;
  }
}
