import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, JobQueue } from '@mail/jobs';
import { dayPartitionSql, dayPartitionsSql, expiredDayPartitions } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import { WEBSITE_EVENTS } from '../website-events/storage/event-partitions';
import { EVENT_PARTITIONS_CRON, EventPartitionsJob } from './event-partitions.job';
import { TRACKING_CONFIG, type TrackingConfig } from '../tracking.config';

const log = logger('tracking.partitions');
const DAY_MS = 86_400_000;
/** partitions exist this many days ahead, so a missed run or two never sends events to the default partition */
const DAYS_AHEAD = 3;
/** deduplication keys are kept this long: a client retries within minutes, never days */
const KEY_DAYS = 2;

/**
 * Retention of website events: whole day partitions are dropped (no row-by-row DELETE on an append-only table
 * of this size), and the next days' partitions are created before they are needed. Old deduplication keys go too.
 */
@Injectable()
export class EventPartitionsProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly db: ServiceDb,
    private readonly jobs: JobQueue,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(EventPartitionsJob, EVENT_PARTITIONS_CRON, {});
    await this.jobs.send(EventPartitionsJob, {});
  }

  @JobHandler(EventPartitionsJob)
  async run(): Promise<{ created: number; dropped: string[] }> {
    const now = Date.now();
    for (let day = 0; day <= DAYS_AHEAD; day++) await this.db.query(dayPartitionSql(WEBSITE_EVENTS, new Date(now + day * DAY_MS)));
    const cutoff = now - this.config.websiteEventRetentionDays * DAY_MS;
    const existing = dayPartitionsSql(WEBSITE_EVENTS);
    const tables = await this.db.query<{ name: string }>(existing.sql, existing.params);
    const dropped = expiredDayPartitions(
      WEBSITE_EVENTS,
      tables.map((t) => t.name),
      cutoff,
    );
    for (const name of dropped) await this.db.query(`DROP TABLE "tracking"."${name}"`);
    await this.db.query(`DELETE FROM "tracking"."event_key" WHERE "seen_at" < (now() at time zone 'utc') - make_interval(days => $1)`, [KEY_DAYS]);
    if (dropped.length) log.info({ dropped }, 'expired website event partitions dropped');
    return { created: DAYS_AHEAD + 1, dropped };
  }
}
