import { Injectable } from '@nestjs/common';

import type { ListGetSubscriberStatusBreakdownReply, ListGetSubscriberStatusBreakdownRequest } from '@mail/contracts';

import { AnalyticsListGuard } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

/** List.GetSubscriberStatusBreakdown: each subscriber in one status count; Total is the plain sum of the seven counts. */
@Injectable()
export class ListGetSubscriberStatusBreakdownService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetSubscriberStatusBreakdownRequest): Promise<ListGetSubscriberStatusBreakdownReply> {
    const listId = await this.guard.owned(userId, input.listid);
    return this.cache.get('statuses', { userId, listId }, async () => {
      const c = await this.repository.statusCounts(userId, listId);
      const Counts = {
        Active: c.active,
        OptInPending: c.pending,
        SoftBounced: c.soft,
        HardBounced: c.hard,
        Unsubscribed: c.unsubscribed,
        Complained: c.complained,
        Suppressed: c.suppressed,
      };
      return { ListID: listId, Counts, Total: Object.values(Counts).reduce((a, b) => a + b, 0) };
    });
  }
}
