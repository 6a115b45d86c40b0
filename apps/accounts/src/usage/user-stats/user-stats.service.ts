import { Inject, Injectable, Logger } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { CommandError, Queries, type UsageAggregation, type UserStatsReply, type UserStatsRequest } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { rangeBound } from '../usage-dates';
import { UsageSources } from '../usage-sources';
import { type ListEngagement, weightedRate } from './weighted-rates';

const AGGREGATIONS: UsageAggregation[] = ['daily', 'weekly', 'monthly'];
const TIMEOUT_MS = 15_000;

/**
 * user.stats: headline figures from lists (every list is active: lists has no archive), 30-day rates over the lists
 * weighted by their active subscribers (opens, clicks, forwards, browser views over sent; CTOR clicks over opens),
 * and the series New Subscribers (lists), Sent Emails (campaigns + gateway) and Opens (campaigns) per period.
 */
@Injectable()
export class UserStatsService {
  private readonly log = new Logger(UserStatsService.name);

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly sources: UsageSources,
  ) {}

  async run(userId: number, input: UserStatsRequest): Promise<UserStatsReply> {
    const aggregation = str(input.aggregation)?.trim().toLowerCase() as UsageAggregation;
    if (!AGGREGATIONS.includes(aggregation)) throw new CommandError(4, "Aggregation must be 'daily', 'weekly' or 'monthly'");
    const start = rangeBound(input.startdate, false);
    const end = rangeBound(input.enddate, true);
    if (!start || !end || end <= start) throw new CommandError(5, 'StartDate or EndDate is not a date');
    const range = { userId, start: start.toISOString(), end: end.toISOString(), aggregation };
    let answers;
    try {
      answers = await Promise.all([
        this.bus.query(Queries.UserListStats, range, TIMEOUT_MS),
        this.bus.query(Queries.UserEngagement, range, TIMEOUT_MS),
        this.sources.audience([userId]),
        this.sources.emails([userId], start, end, aggregation),
      ]);
    } catch (error) {
      this.log.warn(`user.stats unavailable for user ${userId}: ${(error as Error).message}`);
      throw new CommandError(6, 'The statistics could not be read');
    }
    const [listStats, engagement, audience, emails] = answers;
    const totals = audience.get(userId);
    const audiences = new Map(listStats.lists.map((l) => [l.listId, l.activeSubscribers]));
    const lists: ListEngagement[] = engagement.lists30d.map((l) => ({ ...l, activeSubscribers: audiences.get(l.listId) ?? 0 }));
    return {
      NumberOfLists: totals?.lists ?? 0,
      TotalActiveLists: totals?.activeLists ?? 0,
      TotalActiveSubscribers: totals?.activeSubscribers ?? 0,
      TotalSegments: totals?.segments ?? 0,
      AvgOpenRate30dWeighted: weightedRate(
        lists,
        (l) => l.opens,
        (l) => l.sent,
      ),
      AvgClickRate30dWeighted: weightedRate(
        lists,
        (l) => l.clicks,
        (l) => l.sent,
      ),
      AvgCTOR30dWeighted: weightedRate(
        lists,
        (l) => l.clicks,
        (l) => l.opens,
      ),
      AvgForwardRate30dWeighted: weightedRate(
        lists,
        (l) => l.forwards,
        (l) => l.sent,
      ),
      AvgBrowserViewRate30dWeighted: weightedRate(
        lists,
        (l) => l.views,
        (l) => l.sent,
      ),
      'New Subscribers': listStats.newSubscribersByPeriod,
      'Sent Emails': emails.get(userId)?.byPeriod ?? {},
      Opens: engagement.opensByPeriod,
    };
  }
}
