import { Injectable } from '@nestjs/common';

import type { ListGetActivitySeriesReply, ListGetActivitySeriesRequest } from '@mail/contracts';

import { AnalyticsListGuard, clampDays, utcDay } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

/** List.GetActivitySeries: exactly `Days` UTC days ending today, oldest first, gaps as zeros; NetGrowth leaves soft bounces out. */
@Injectable()
export class ListGetActivitySeriesService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetActivitySeriesRequest): Promise<ListGetActivitySeriesReply> {
    const listId = await this.guard.owned(userId, input.listid);
    const days = clampDays(input.days, 30, 365);
    return this.cache.get(`series:${days}`, { userId, listId }, async () => {
      const rows = new Map((await this.repository.dailyActivity(listId, utcDay(1 - days))).map((r) => [r.day, r]));
      const Series = Array.from({ length: days }, (_, i) => {
        const date = utcDay(i + 1 - days);
        const r = rows.get(date);
        const [subs, imports, unsubs, soft, hard] = r ? [r.subscriptions, r.imports, r.unsubscriptions, r.soft, r.hard] : [0, 0, 0, 0, 0];
        return {
          Date: date,
          Subscriptions: subs,
          Unsubscriptions: unsubs,
          Imports: imports,
          SoftBounces: soft,
          HardBounces: hard,
          NetGrowth: subs + imports - unsubs - hard,
        };
      });
      return { ListID: listId, Days: days, Series };
    });
  }
}
