import { Injectable } from '@nestjs/common';

import type { AdminJourneysOverviewReply, AdminJourneysOverviewRequest } from '@mail/contracts';

import { AdvanceJob } from '../../engine/advance.job';
import { optionalId, throughputOf } from '../admin-journeys.metrics';
import { AdminJourneysRepository } from '../admin-journeys.repository';

/**
 * admin.journeys.overview: the engine's queue by touch state, its throughput over the window, and its workers (the
 * advance jobs: running within their expiry or waiting is healthy, retrying or running past it is not).
 */
@Injectable()
export class AdminJourneysOverviewService {
  constructor(private readonly repository: AdminJourneysRepository) {}

  async run(input: AdminJourneysOverviewRequest): Promise<AdminJourneysOverviewReply> {
    const journeyId = optionalId(input.journeyid);
    const [c, completions, jobs] = await Promise.all([
      this.repository.touchCounts(journeyId),
      this.repository.completionsInWindow(journeyId),
      this.repository.engineJobs(journeyId),
    ]);
    const throughput = throughputOf(completions);
    const due = c.NeverTouched + c.WaitingForNextPass + c.Overdue + c.Stuck;
    const unhealthy = jobs.filter((j) => j.state === 'retry' || (j.state === 'active' && (j.started_seconds_ago ?? 0) > AdvanceJob.expireInSeconds)).length;
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      QueueStats: {
        TotalActive: c.total,
        NeverTouched: c.NeverTouched,
        WaitingForNextPass: c.WaitingForNextPass,
        SnoozedCount: c.Snoozed,
        OverdueCount: c.Overdue,
        StuckCount: c.Stuck,
        InProgressCount: c.InProgress,
        EstimatedDrainMinutes: throughput.PerMinute > 0 ? Math.ceil(due / throughput.PerMinute) : 0,
      },
      Throughput: throughput,
      Workers: { Total: jobs.length, Healthy: jobs.length - unhealthy, Unhealthy: unhealthy },
    };
  }
}
