import { Injectable } from '@nestjs/common';

import type { ListGetTenureDistributionReply, ListGetTenureDistributionRequest } from '@mail/contracts';

import { AnalyticsListGuard, asOf } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

/** List.GetTenureDistribution: deliverable subscribers in six age bands since they joined; Total is their sum. */
@Injectable()
export class ListGetTenureDistributionService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetTenureDistributionRequest): Promise<ListGetTenureDistributionReply> {
    const listId = await this.guard.owned(userId, input.listid);
    return this.cache.get('tenure', { userId, listId }, async () => {
      const b = await this.repository.tenure(listId);
      const Buckets = { '0_30d': b.b0 ?? 0, '1_3mo': b.b1 ?? 0, '3_6mo': b.b2 ?? 0, '6_12mo': b.b3 ?? 0, '1_2y': b.b4 ?? 0, '2y_plus': b.b5 ?? 0 };
      return { ListID: listId, AsOf: asOf(), Buckets, Total: Object.values(Buckets).reduce((x, y) => x + y, 0) };
    });
  }
}
