import { envInt } from '@mail/config';
import type { JobContext, JobDefinition, JobQueue, JobWorkers } from '@mail/jobs';

import type { ServiceDb } from '../service-db';
import { EVENT_INBOX_PRUNE_CRON, type EventInboxPrunePayload, eventInboxPruneJob } from './event-inbox-prune.job';

const BATCH = 5000;

/**
 * The inbox keeps one row per applied event and consumer, so that a redelivery is a no-op. A redelivery comes
 * within days (JetStream keeps events 7 days), so rows older than EVENT_INBOX_RETENTION_DAYS are deleted by a
 * daily job, in short batches that each stay under the service's statement limit.
 */
export class EventInboxPruner {
  readonly job: JobDefinition<EventInboxPrunePayload>;

  constructor(
    private readonly db: ServiceDb,
    private readonly schema: string,
    private readonly queue: JobQueue,
    private readonly workers: JobWorkers,
  ) {
    this.job = eventInboxPruneJob(schema);
  }

  /** Runs the job in this replica and (re)places its schedule, so that replicas agree. */
  async start(): Promise<void> {
    await this.workers.work(this.job, (_payload, context) => this.prune(context));
    await this.queue.schedule(this.job, EVENT_INBOX_PRUNE_CRON, {});
  }

  async prune(context?: Pick<JobContext, 'signal'>): Promise<{ deleted: number }> {
    const days = envInt('EVENT_INBOX_RETENTION_DAYS');
    let deleted = 0;
    for (;;) {
      const [batch] = await this.db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM "${this.schema}"."event_inbox" WHERE ("consumer", "event_id") IN (
             SELECT "consumer", "event_id" FROM "${this.schema}"."event_inbox" WHERE "processed_at" < now() - make_interval(days => $1::int) LIMIT $2)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [days, BATCH],
      );
      deleted += batch.n;
      // a run stopped early (shutdown, expiry) is retried, and the next one picks up where it was
      if (batch.n < BATCH || context?.signal.aborted) return { deleted };
    }
  }
}
