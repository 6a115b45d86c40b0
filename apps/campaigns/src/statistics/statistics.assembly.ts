import type { CampaignTotals, DayFigures, StatisticsBlock } from './campaign-statistics.shape';
import { STATISTICS_DAYS_DEFAULT, STATISTICS_DAYS_MAX } from './campaign-statistics.shape';
import type { DayCount, KindCount, LinkCount, RecipientCount } from './campaign-figures.types';

/** a percentage as the vendor writes it: two decimals, "0.00" when there is nothing to divide by */
export function ratio(part: number, whole: number): string {
  return whole > 0 ? ((part / whole) * 100).toFixed(2) : '0.00';
}

/** StatisticsDays: 1–365, the default for anything else */
export function statisticsDays(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= STATISTICS_DAYS_MAX ? n : STATISTICS_DAYS_DEFAULT;
}

/** the UTC dates of the window: `days` days from `start`, never past today */
export function dayWindow(start: Date, days: number, today: Date): string[] {
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const dates: string[] = [];
  for (let at = first; dates.length < days && at <= last; at += 86_400_000) dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

function count(kinds: KindCount[], kind: string, isBot: boolean): { total: number; unique: number; revenue: number } {
  const row = kinds.find((k) => k.kind === kind && k.isBot === isBot);
  return { total: row?.total ?? 0, unique: row?.unique ?? 0, revenue: Math.round((row?.revenue ?? 0) * 100) / 100 };
}

export function campaignTotals(kinds: KindCount[], recipients: RecipientCount | undefined): CampaignTotals {
  const sent = recipients?.sent ?? 0;
  const [opens, clicks, conversions, unsubscriptions, views] = ['open', 'click', 'conversion', 'unsubscribe', 'view'].map((kind) => count(kinds, kind, false));
  return {
    TotalSent: sent,
    UniqueOpens: opens.unique,
    TotalOpens: opens.total,
    UniqueClicks: clicks.unique,
    TotalClicks: clicks.total,
    UniqueConversions: conversions.unique,
    TotalConversions: conversions.total,
    TotalRevenue: conversions.revenue,
    TotalUnsubscriptions: unsubscriptions.unique,
    UniqueViewsOnBrowser: views.unique,
    TotalViewsOnBrowser: views.total,
    TotalHardBounces: recipients?.hard ?? 0,
    TotalSoftBounces: recipients?.soft ?? 0,
    HardBounceRatio: ratio(recipients?.hard ?? 0, sent),
    SoftBounceRatio: ratio(recipients?.soft ?? 0, sent),
  };
}

/** the day counters by kind and day */
type DayIndex = Map<string, DayCount>;
const dayKey = (kind: string, day: string) => `${kind} ${day}`;

function series(window: string[], days: DayIndex, kind: string): DayFigures[] {
  return window.map((date) => {
    const row = days.get(dayKey(kind, date));
    return { Date: date, Unique: row?.unique ?? 0, Total: row?.total ?? 0 };
  });
}

export function statisticsBlock(totals: CampaignTotals, kinds: KindCount[], window: string[], dayCounts: DayCount[], links: LinkCount[]): StatisticsBlock {
  const sent = totals.TotalSent;
  const days: DayIndex = new Map();
  // the first row of a kind and day, as a search would find it
  for (const d of dayCounts) if (!days.has(dayKey(d.kind, d.day))) days.set(dayKey(d.kind, d.day), d);
  const machine = (kind: string) => count(kinds, kind, true);
  return {
    OpenStatistics: {
      UniqueOpens: totals.UniqueOpens,
      TotalOpens: totals.TotalOpens,
      OpenRatio: ratio(totals.UniqueOpens, sent),
      Days: series(window, days, 'open'),
      Machine: { UniqueOpens: machine('open').unique, TotalOpens: machine('open').total },
    },
    ClickStatistics: {
      UniqueClicks: totals.UniqueClicks,
      TotalClicks: totals.TotalClicks,
      ClickRatio: ratio(totals.UniqueClicks, sent),
      ClickToOpenRatio: ratio(totals.UniqueClicks, totals.UniqueOpens),
      Days: series(window, days, 'click'),
      Links: links.map((l) => ({ LinkID: l.id, URL: l.url, UniqueClicks: l.unique, TotalClicks: l.total, MachineClicks: l.machine })),
      Machine: { UniqueClicks: machine('click').unique, TotalClicks: machine('click').total },
    },
    ConversionStatistics: {
      UniqueConversions: totals.UniqueConversions,
      TotalConversions: totals.TotalConversions,
      ConversionRatio: ratio(totals.UniqueConversions, sent),
      TotalRevenue: totals.TotalRevenue,
      Days: series(window, days, 'conversion'),
    },
    UnsubscriptionStatistics: {
      TotalUnsubscriptions: totals.TotalUnsubscriptions,
      UnsubscriptionRatio: ratio(totals.TotalUnsubscriptions, sent),
      Days: series(window, days, 'unsubscribe'),
    },
    BounceStatistics: {
      TotalHardBounces: totals.TotalHardBounces,
      TotalSoftBounces: totals.TotalSoftBounces,
      HardBounceRatio: totals.HardBounceRatio,
      SoftBounceRatio: totals.SoftBounceRatio,
      TotalComplaints: count(kinds, 'complaint', false).unique,
      Days: window.map((date) => ({
        Date: date,
        Hard: days.get(dayKey('bounce_hard', date))?.unique ?? 0,
        Soft: days.get(dayKey('bounce_soft', date))?.unique ?? 0,
      })),
    },
    BrowserViewStatistics: {
      UniqueViews: totals.UniqueViewsOnBrowser,
      TotalViews: totals.TotalViewsOnBrowser,
      Days: series(window, days, 'view'),
      Machine: { UniqueViews: machine('view').unique, TotalViews: machine('view').total },
    },
  };
}
