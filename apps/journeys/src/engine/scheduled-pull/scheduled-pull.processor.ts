import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';
import { JobHandler, JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { JourneyRepository } from '../../journeys/journey.repository';
import { Enroller } from '../enroller';
import { PULL_TICK_CRON, PullTickJob, ScheduledPullJob, type ScheduledPullPayload } from './scheduled-pull.job';

const PAGE = 1000;

/**
 * The ScheduledPull trigger, on libs/jobs only: a cron tick each minute claims the Enabled ScheduledPull journeys
 * whose `next_pull_at` has come (moving it one Interval on) and sends each one's pull job in the same transaction;
 * the pull pages through the audience of the journey's list (or segment of it) — lists' AudiencePage: Subscribed,
 * unsuppressed members — and enrols each page (members already in the journey are skipped; Run_Criteria and rate
 * limits apply as for any trigger). Enabling the journey pulls at once.
 */
@Injectable()
export class ScheduledPullProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly db: ServiceDb,
    private readonly jobs: JobQueue,
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
    private readonly enroller: Enroller,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(PullTickJob, PULL_TICK_CRON, {});
  }

  @JobHandler(PullTickJob)
  async tick(): Promise<{ pulls: number }> {
    return this.db.tx(async (m) => {
      const due = await this.journeys.claimDuePulls(m);
      for (const journeyId of due) await this.jobs.sendInTransaction(m, ScheduledPullJob, { journeyId });
      return { pulls: due.length };
    });
  }

  /** pull now (journey.enable): the next pull one Interval later */
  async now(journeyId: number): Promise<void> {
    await this.db.tx(async (m) => {
      if (await this.journeys.claimPullNow(m, journeyId)) await this.jobs.sendInTransaction(m, ScheduledPullJob, { journeyId });
    });
  }

  @JobHandler(ScheduledPullJob, { concurrency: 1 })
  async pull({ journeyId }: ScheduledPullPayload): Promise<{ enrolled: number }> {
    const journey = await this.journeys.findById(journeyId);
    if (journey?.status !== 'Enabled' || journey.trigger !== 'ScheduledPull') return { enrolled: 0 };
    const listId = Number(journey.trigger_params.ListID ?? 0);
    const segmentId = Number(journey.trigger_params.SegmentID ?? 0);
    if (!listId) return { enrolled: 0 };
    let enrolled = 0;
    let after = 0;
    for (;;) {
      const page = await this.bus.query(
        Queries.AudiencePage,
        { userId: journey.user_id, recipientListsAndSegments: `${listId}:${segmentId}`, afterSubscriberId: after, limit: PAGE },
        30_000,
      );
      if (!page.members.length) break;
      enrolled += await this.enroller.enrol(
        journey,
        page.members.map((s) => ({ subscriberId: s.subscriberId, listId: s.listId, email: s.emailAddress })),
      );
      if (page.nextAfterSubscriberId === null) break;
      after = page.nextAfterSubscriberId;
    }
    return { enrolled };
  }
}
