import { dataSourcePoolUse, type PoolUse, readOutboxStats } from '@mail/db';
import type { JobsRuntime } from '@mail/jobs';
import { addScrapeSource, cachedFor, dbPoolConnections, deadEvents, jobLagSeconds, jobQueueDepth, outboxBacklog, outboxOldestSeconds } from '@mail/ops';

import type { ServiceDb } from '../service-db';

/** a scrape reads the tables at most this often (several Prometheus replicas, or a short scrape interval) */
const TABLES_TTL_MS = 5000;

/**
 * A service's scrape-time gauges: its pools' use (read from the pools, no query), its outbox backlog and dead
 * letters (one statement on the service pool) and its job queues' depth and lag (one statement on the jobs pool),
 * the two statements at most once per TABLES_TTL_MS.
 */
export class ServiceMetrics {
  private remove?: () => void;
  private readonly tables: () => Promise<void>;

  constructor(
    private readonly service: string,
    private readonly db: ServiceDb,
    private readonly jobs: JobsRuntime,
  ) {
    this.tables = cachedFor(TABLES_TTL_MS, () => this.readTables());
  }

  start(): void {
    this.remove ??= addScrapeSource(() => {
      this.readPools();
      return this.tables();
    });
  }

  stop(): void {
    this.remove?.();
    this.remove = undefined;
  }

  private readPools(): void {
    const requests = dataSourcePoolUse(this.db.dataSource);
    if (requests) this.setPool('requests', requests);
    if (this.jobs.working) this.setPool('jobs', this.jobs.poolUse);
  }

  private setPool(pool: string, use: PoolUse): void {
    dbPoolConnections.labels(this.service, pool, 'total').set(use.total);
    dbPoolConnections.labels(this.service, pool, 'idle').set(use.idle);
    dbPoolConnections.labels(this.service, pool, 'waiting').set(use.waiting);
  }

  private async readTables(): Promise<void> {
    await Promise.all([
      readOutboxStats(this.db.dataSource, this.service).then((stats) => {
        outboxBacklog.labels(this.service).set(stats.backlog);
        outboxOldestSeconds.labels(this.service).set(stats.oldestSeconds);
        deadEvents.labels(this.service).set(stats.dead);
      }),
      this.jobs.queueStats().then((queues) => {
        for (const q of queues) {
          jobQueueDepth.labels(this.service, q.queue, 'created').set(q.created);
          jobQueueDepth.labels(this.service, q.queue, 'retry').set(q.retry);
          jobQueueDepth.labels(this.service, q.queue, 'active').set(q.active);
          jobLagSeconds.labels(this.service, q.queue).set(q.lagSeconds);
        }
      }),
    ]);
  }
}
