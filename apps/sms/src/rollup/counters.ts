/** The roll-up's result, stored on the campaign (sms_campaign.counters) and read by smscampaign.stats. */
export interface CampaignCounters {
  queued: number;
  skipped: number;
  skippedReasons: { reason: string; total: number }[];
  sent: number;
  delivered: number;
  undelivered: number;
  expired: number;
  clicks: number;
  uniqueClicks: number;
  replies: number;
  repliedMessages: number;
  optOuts: number;
  parts: number;
  awaitingReport: number;
  cost: string;
  currency: string;
}

export const ZERO_COUNTERS: CampaignCounters = {
  queued: 0,
  skipped: 0,
  skippedReasons: [],
  sent: 0,
  delivered: 0,
  undelivered: 0,
  expired: 0,
  clicks: 0,
  uniqueClicks: 0,
  replies: 0,
  repliedMessages: 0,
  optOuts: 0,
  parts: 0,
  awaitingReport: 0,
  cost: '0.00000',
  currency: '',
};

/** What one fold adds (awaitingReport and cost may go down: a final outcome, a receipt that reprices). */
export type CountersDelta = CampaignCounters & { events: number };

/** The counters after a fold: sums, skipped reasons merged (most first), the cost added to the 5th decimal. */
export function foldCounters(c: CampaignCounters, d: CountersDelta): CampaignCounters {
  const reasons = new Map(c.skippedReasons.map((r) => [r.reason, r.total]));
  for (const r of d.skippedReasons) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.total);
  const sum = (k: Exclude<keyof CampaignCounters, 'skippedReasons' | 'cost' | 'currency'>) => c[k] + d[k];
  return {
    queued: sum('queued'),
    skipped: sum('skipped'),
    skippedReasons: [...reasons]
      .map(([reason, total]) => ({ reason, total }))
      .sort((a, b) => b.total - a.total || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0)),
    sent: sum('sent'),
    delivered: sum('delivered'),
    undelivered: sum('undelivered'),
    expired: sum('expired'),
    clicks: sum('clicks'),
    uniqueClicks: sum('uniqueClicks'),
    replies: sum('replies'),
    repliedMessages: sum('repliedMessages'),
    optOuts: sum('optOuts'),
    parts: sum('parts'),
    awaitingReport: sum('awaitingReport'),
    cost: addDecimal5(c.cost, d.cost),
    currency: d.currency > c.currency ? d.currency : c.currency,
  };
}

/** a + b of decimal texts, exact, with five decimals (as the roll-up has always written ActualCost) */
export function addDecimal5(a: string, b: string): string {
  const units = (t: string) => {
    const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(t.trim()) ?? ['', '', '0', ''];
    const v = BigInt(m[2] || '0') * 100_000n + BigInt(((m[3] ?? '') + '00000').slice(0, 5));
    return m[1] ? -v : v;
  };
  const total = units(a) + units(b);
  const abs = total < 0n ? -total : total;
  return `${total < 0n ? '-' : ''}${abs / 100_000n}.${String(abs % 100_000n).padStart(5, '0')}`;
}

/** a percentage with two decimals, or null when the denominator is zero (rule 2) */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;
}

/** Counters, Rates and Funnel as smscampaign.stats answers them (docs/services/sms.md defines each). */
export function presentCounters(c: CampaignCounters, updatedAt: string | null) {
  const audience = c.queued + c.skipped;
  return {
    Counters: {
      TotalAudience: audience,
      TotalQueued: c.queued,
      TotalSent: c.sent,
      TotalDelivered: c.delivered,
      TotalUndelivered: c.undelivered,
      TotalExpired: c.expired,
      TotalClicks: c.clicks,
      TotalUniqueClicks: c.uniqueClicks,
      TotalReplies: c.replies,
      TotalOptOuts: c.optOuts,
      TotalParts: c.parts,
      AwaitingReport: c.awaitingReport,
      ActualCost: c.cost,
      CostCurrency: c.currency,
      CountersUpdatedAt: updatedAt,
    },
    Rates: {
      DeliveryRate: rate(c.delivered, c.sent),
      UndeliveredRate: rate(c.undelivered, c.sent),
      ClickRate: rate(c.uniqueClicks, c.delivered),
      ReplyRate: rate(c.repliedMessages, c.delivered),
      OptOutRate: rate(c.optOuts, c.delivered),
    },
    Funnel: {
      Audience: audience,
      Skipped: c.skippedReasons.map((s) => ({ Reason: s.reason, Total: s.total })),
      Queued: c.queued,
      Sent: c.sent,
      Delivered: c.delivered,
      Clicked: c.uniqueClicks,
      Replied: c.repliedMessages,
      OptedOut: c.optOuts,
    },
  };
}
