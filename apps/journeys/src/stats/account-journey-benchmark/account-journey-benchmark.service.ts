import { Injectable } from '@nestjs/common';

import type { AccountJourneyBenchmarkReply, AccountJourneyBenchmarkRequest } from '@mail/contracts';

import { sumBy, zero } from '../figures';
import { rate, statsWindow } from '../stats-window';
import { StatsRepository } from '../stats.repository';

/**
 * account.journey.benchmark: the user's journey email rates over the window. Weighting each journey's rate by its
 * sends is the ratio of the sums; journeys without a send in the window count neither in JourneyCount nor the rates.
 */
@Injectable()
export class AccountJourneyBenchmarkService {
  constructor(private readonly repository: StatsRepository) {}

  async run(userId: number, input: AccountJourneyBenchmarkRequest): Promise<AccountJourneyBenchmarkReply> {
    const window = statsWindow(input, [1, 2, 3]);
    const rows = await this.repository.figures({ userId, journeyId: null, actionId: null, domain: null, ...window });
    const journeys = [...sumBy(rows, (r) => r.journey_id).values()].filter((c) => c.sent > 0);
    const t = journeys.reduce((sum, c) => {
      for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += c[k];
      return sum;
    }, zero());
    return {
      Success: true,
      StartDate: window.from,
      EndDate: window.to,
      Benchmark: {
        OpenRate: rate(t.open, t.sent),
        ClickRate: rate(t.click, t.sent),
        ClickToOpenRate: rate(t.click, t.open),
        BounceRate: rate(t.bounce, t.sent),
        UnsubscribeRate: rate(t.unsubscribe, t.sent),
        ComplaintRate: rate(t.complaint, t.sent),
        RevenuePerSubscriber: 0,
        JourneyCount: journeys.length,
        TotalSent: t.sent,
      },
    };
  }
}
