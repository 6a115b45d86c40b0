import { type AutoresponderView, repeatOf } from '@mail/contracts';

import type { AutoresponderCounters, AutoresponderRecord } from './autoresponders.repository';

const NO_COUNTERS: AutoresponderCounters = {
  sent: 0,
  failed: 0,
  pending: 0,
  opens: 0,
  unique_opens: 0,
  clicks: 0,
  unique_clicks: 0,
  hard_bounces: 0,
  soft_bounces: 0,
  unsubscriptions: 0,
};

/** RepeatSettings decoded: null when never set */
export function repeatSettings(rule: string | null): AutoresponderView['RepeatSettings'] {
  const repeat = rule ? repeatOf(rule) : null;
  if (!rule || !repeat) return null;
  return { Status: 'Enabled', Rule: rule, Count: repeat.count, Interval: repeat.interval, Unit: repeat.unit };
}

/** One autoresponder as the vendor answers it; `full` adds the delivery counters (RetrieveStatistics). */
export function autoresponderView(a: AutoresponderRecord, c: AutoresponderCounters = NO_COUNTERS, full = false): AutoresponderView {
  return {
    AutoResponderID: a.id,
    AutoResponderName: a.name,
    RelListID: a.list_id,
    RelSegmentID: a.segment_id,
    RelEmailID: a.email_id,
    AutoResponderTriggerType: a.trigger_type,
    AutoResponderTriggerValue: a.trigger_value,
    AutoResponderTriggerValue2: a.trigger_value2,
    TriggerTimeType: a.trigger_time_type,
    TriggerTime: a.trigger_time,
    Status: a.status,
    RepeatSettings: repeatSettings(a.repeat),
    TotalSent: c.sent,
    TotalOpens: c.opens,
    TotalClicks: c.clicks,
    TotalRevenue: '0.00',
    UniqueOpens: c.unique_opens,
    UniqueClicks: c.unique_clicks,
    ...(full
      ? {
          TotalDelivered: c.sent,
          TotalFailed: c.failed,
          TotalPending: c.pending,
          TotalHardBounces: c.hard_bounces,
          TotalUnsubscriptions: c.unsubscriptions,
        }
      : {}),
  };
}
