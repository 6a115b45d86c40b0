import { Injectable } from '@nestjs/common';

import type { ListGetBounceTrendReply, ListGetBounceTrendRequest } from '@mail/contracts';

import { AnalyticsListGuard, clampDays, pct, utcDay } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

/** List.GetBounceTrend: `Weeks` ISO weeks (Monday starts) ending with the current partial week, oldest first, gaps filled. */
@Injectable()
export class ListGetBounceTrendService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetBounceTrendRequest): Promise<ListGetBounceTrendReply> {
    const listId = await this.guard.owned(userId, input.listid);
    const weeks = clampDays(input.weeks, 6, 26);
    return this.cache.get(`bounces:${weeks}`, { userId, listId }, async () => {
      const today = new Date();
      const sinceMonday = (today.getUTCDay() + 6) % 7;
      const firstMonday = -sinceMonday - 7 * (weeks - 1);
      const rows = new Map((await this.repository.weeklySends(listId, utcDay(firstMonday, today))).map((r) => [r.week, r]));
      const Series = Array.from({ length: weeks }, (_, i) => {
        const week = utcDay(firstMonday + 7 * i, today);
        const r = rows.get(week) ?? { sent: 0, hard: 0, soft: 0, complaints: 0 };
        return {
          WeekStart: week,
          TotalSent: r.sent,
          HardBounces: r.hard,
          SoftBounces: r.soft,
          Complaints: r.complaints,
          HardBouncePct: pct(r.hard, r.sent),
          SoftBouncePct: pct(r.soft, r.sent),
          ComplaintPct: pct(r.complaints, r.sent),
        };
      });
      return { ListID: listId, Weeks: weeks, Series };
    });
  }
}
