import { Injectable } from '@nestjs/common';

import type { ListsStatsReply, ListsStatsRequest, ListsStatsRow } from '@mail/contracts';
import { paramIds } from '@mail/values';

import { clampDays } from '../analytics-params';
import { ListAnalyticsRepository } from '../list-analytics.repository';

const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null);

/** Σ rate × weight / Σ weight over the rows with a rate and a weight; null when nothing is weighed */
function weighted(rows: ListsStatsRow[], rateOf: (r: ListsStatsRow) => number | null, weightOf: (r: ListsStatsRow) => number): number | null {
  let sum = 0;
  let weights = 0;
  for (const r of rows) {
    const value = rateOf(r);
    const weight = weightOf(r);
    if (value === null || weight <= 0) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 10000) / 10000 : null;
}

/**
 * Lists.Stats: per non-archived list, the window's unique opens and clicks, sends and net growth from the activity
 * the lists service records; rates are 0–1 fractions. Forwards and browser views are not recorded: 0 (rates 0 when sent).
 */
@Injectable()
export class ListsStatsService {
  constructor(private readonly repository: ListAnalyticsRepository) {}

  async run(userId: number, input: ListsStatsRequest): Promise<ListsStatsReply> {
    const days = clampDays(input.days, 30, 365);
    const ids = paramIds(input.listids);
    const rows = await this.repository.listStats(userId, days, ids.length ? ids : null);
    const Lists: ListsStatsRow[] = rows.map((r) => {
      const sent = Number(r.sent);
      const opens = Number(r.opens);
      const clicks = Number(r.clicks);
      return {
        ListID: Number(r.id),
        Name: r.name,
        ActiveSubscriberCount: Number(r.active),
        SegmentCount: Number(r.segments),
        LastActivityAt: r.last_activity_at ?? '',
        UniqueOpens: opens,
        UniqueClicks: clicks,
        UniqueForwards: 0,
        UniqueBrowserViews: 0,
        TotalSent: sent,
        NetGrowth: Number(r.net_growth),
        OpenRate: rate(opens, sent),
        ClickRate: rate(clicks, sent),
        ForwardRate: rate(0, sent),
        BrowserViewRate: rate(0, sent),
        CTOR: rate(clicks, opens),
      };
    });
    const bySends = (r: ListsStatsRow) => r.ActiveSubscriberCount * r.TotalSent;
    return {
      Days: days,
      TotalListCount: Lists.length,
      WeightedAvgOpenRate: weighted(Lists, (r) => r.OpenRate, bySends),
      WeightedAvgClickRate: weighted(Lists, (r) => r.ClickRate, bySends),
      WeightedAvgCTOR: weighted(
        Lists,
        (r) => r.CTOR,
        (r) => r.ActiveSubscriberCount * r.UniqueOpens,
      ),
      WeightedAvgForwardRate: weighted(Lists, (r) => r.ForwardRate, bySends),
      WeightedAvgBrowserViewRate: weighted(Lists, (r) => r.BrowserViewRate, bySends),
      Lists,
    };
  }
}
