import { Injectable } from '@nestjs/common';

import type { ListGetSourceBreakdownReply, ListGetSourceBreakdownRequest } from '@mail/contracts';

import { AnalyticsListGuard, asOf } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository } from '../list-analytics.repository';

const SOURCES = ['CSVImport', 'API', 'Webhook', 'Manual', 'Other', 'Unknown'];

/** List.GetSourceBreakdown: every subscriber by source (all six keys), per month of the last 12, and the top Other labels. */
@Injectable()
export class ListGetSourceBreakdownService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetSourceBreakdownRequest): Promise<ListGetSourceBreakdownReply> {
    const listId = await this.guard.owned(userId, input.listid);
    return this.cache.get('sources', { userId, listId }, async () => {
      const now = new Date();
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
      const [{ totals, months }, refs] = await Promise.all([this.repository.sources(listId, since), this.repository.otherRefs(listId)]);
      const bucketOf = (source: string) => (SOURCES.includes(source) ? source : 'Unknown');
      const Buckets: Record<string, number> = Object.fromEntries(SOURCES.map((s) => [s, 0]));
      for (const t of totals) Buckets[bucketOf(t.source)] += t.n;
      const series = new Map<string, { Month: string; SubscriptionSource: string; Count: number }>();
      for (const m of months) {
        const key = `${m.month}|${bucketOf(m.source)}`;
        const entry = series.get(key) ?? { Month: m.month, SubscriptionSource: bucketOf(m.source), Count: 0 };
        entry.Count += m.n;
        series.set(key, entry);
      }
      const Series = [...series.values()].sort((a, b) => a.Month.localeCompare(b.Month) || a.SubscriptionSource.localeCompare(b.SubscriptionSource));
      return {
        ListID: listId,
        AsOf: asOf(),
        Buckets,
        Total: Object.values(Buckets).reduce((a, b) => a + b, 0),
        Series,
        OtherRefs: refs.map((r) => ({ Ref: r.ref, Count: r.n })),
      };
    });
  }
}
