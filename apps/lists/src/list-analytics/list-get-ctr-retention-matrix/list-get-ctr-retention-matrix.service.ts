import { Injectable } from '@nestjs/common';

import type { ListGetCtrRetentionMatrixReply, ListGetCtrRetentionMatrixRequest } from '@mail/contracts';

import { AnalyticsListGuard, asOf, clampDays } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

/**
 * List.GetCtrRetentionMatrix: the list's last N campaigns (by first delivery to the list), oldest first; each row's
 * clickers and the share of them (one decimal) who also clicked each following campaign, at most `CohortDepth` values.
 */
@Injectable()
export class ListGetCtrRetentionMatrixService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetCtrRetentionMatrixRequest): Promise<ListGetCtrRetentionMatrixReply> {
    const listId = await this.guard.owned(userId, input.listid);
    const last = clampDays(input.lastncampaigns, 10, 50);
    const depth = clampDays(input.cohortdepth, 7, 50);
    return this.cache.get(`ctr:${last}:${depth}`, { userId, listId }, async () => {
      const rows = await this.repository.campaignClickers(listId, userId, last);
      const sets = rows.map((r) => new Set(r.clickers));
      const Campaigns = rows.map((r, i) => {
        const base = sets[i];
        const Retention = sets.slice(i, i + depth).map((later, k) => {
          if (!base.size) return 0;
          if (k === 0) return 100;
          let both = 0;
          for (const id of base) if (later.has(id)) both += 1;
          return Math.round((both * 1000) / base.size) / 10;
        });
        return { CampaignID: r.campaignId, CampaignName: `Campaign #${r.campaignId}`, SentAt: r.sentAt, BaseClickers: base.size, Retention };
      });
      return { ListID: listId, LastNCampaigns: last, CohortDepth: depth, AsOf: asOf(), Campaigns };
    });
  }
}
