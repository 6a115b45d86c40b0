import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { type JobContext, JobHandler, JobQueue } from '@mail/jobs';

import { ActivityWebsiteEventRepository } from '../activity/activity-website-event.repository';
import { WEBSITE_EVENT_RETENTION_CRON, WebsiteEventRetentionJob } from './website-event-retention.job';
import { LISTS_CONFIG, type ListsConfig } from '../lists.config';

const log = logger('lists.website-events');
/** rows per statement: each stays well under the statement limit */
const BATCH = 5000;

/**
 * Lists' copy of identified website events (for segment rules) ages out with tracking's events: the same
 * WEBSITE_EVENT_RETENTION_DAYS, the same whole-day cut, so a rule never sees an event Subscriber.Get no longer shows.
 */
@Injectable()
export class WebsiteEventRetentionProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly events: ActivityWebsiteEventRepository,
    private readonly jobs: JobQueue,
    @Inject(LISTS_CONFIG) private readonly config: ListsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(WebsiteEventRetentionJob, WEBSITE_EVENT_RETENTION_CRON, {});
  }

  @JobHandler(WebsiteEventRetentionJob)
  async run(_payload: unknown, context?: Pick<JobContext, 'signal'>): Promise<{ deleted: number }> {
    const days = this.config.websiteEventRetentionDays;
    let deleted = 0;
    for (;;) {
      const n = await this.events.deleteExpired(days, BATCH);
      deleted += n;
      // a run stopped early (shutdown, expiry) leaves the rest to the next one
      if (n < BATCH || context?.signal.aborted) break;
    }
    if (deleted) log.info({ deleted, days }, 'expired website events deleted');
    return { deleted };
  }
}
