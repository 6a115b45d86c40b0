import { Injectable } from '@nestjs/common';

import type { ListGetSubscriberStatusBreakdownReply, ListGetSubscriberStatusBreakdownRequest } from '@mail/contracts';

import { AnalyticsListGuard } from '../analytics-params';
import { ListAnalyticsRepository } from '../list-analytics.repository';

/** List.GetSubscriberStatusBreakdown: each subscriber in one status count; Total is the plain sum of the seven counts. */
@Injectable()
export class ListGetSubscriberStatusBreakdownService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
  ) {}

  async run(userId: number, input: ListGetSubscriberStatusBreakdownRequest): Promise<ListGetSubscriberStatusBreakdownReply> {
    const listId = await this.guard.owned(userId, input.listid);
    const c = await this.repository.statusCounts(listId);
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
  }
}
