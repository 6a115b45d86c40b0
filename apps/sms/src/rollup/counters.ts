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
