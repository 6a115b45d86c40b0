import type { JourneyEmailActionStats, JourneyObject, JourneyStats } from '@mail/contracts';

import type { JourneyCounts, JourneyRow } from './journey.row';

/** The public journey object (reference notes §1.8): ids as strings, TriggerParameters [] when empty. */
export function presentJourney(row: JourneyRow): JourneyObject {
  const params = row.trigger_params ?? {};
  return {
    JourneyID: String(row.id),
    RelUserID: String(row.user_id),
    JourneyName: row.name,
    Trigger: row.trigger,
    TriggerParameters: Object.keys(params).length ? params : [],
    Status: row.status,
    Notes: row.notes,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/** The email figures of a journey's SendEmail actions, summed. */
export interface EmailTotals {
  sent: number;
  opened: number;
  clicked: number;
  bounced: number;
  viewed: number;
  unsubscribed: number;
  complained: number;
  converted: number;
}

type EmailCounters = { emails_sent: string } & Partial<
  Record<'emails_opened' | 'emails_clicked' | 'emails_bounced' | 'emails_viewed' | 'emails_unsubscribed' | 'emails_complained' | 'emails_converted', string>
>;

export function emailTotals(actions: EmailCounters[]): EmailTotals {
  const totals = { sent: 0, opened: 0, clicked: 0, bounced: 0, viewed: 0, unsubscribed: 0, complained: 0, converted: 0 };
  for (const a of actions) {
    totals.sent += Number(a.emails_sent);
    totals.opened += Number(a.emails_opened ?? 0);
    totals.clicked += Number(a.emails_clicked ?? 0);
    totals.bounced += Number(a.emails_bounced ?? 0);
    totals.viewed += Number(a.emails_viewed ?? 0);
    totals.unsubscribed += Number(a.emails_unsubscribed ?? 0);
    totals.complained += Number(a.emails_complained ?? 0);
    totals.converted += Number(a.emails_converted ?? 0);
  }
  return totals;
}

/** JourneyStats of journeys.list; journey.get adds AggregatedEmailActionStats. */
export function presentJourneyStats(counts: JourneyCounts | undefined, emails: EmailTotals): JourneyStats {
  const aggregated = emails.sent ? [{ SendCount: emails.sent, OpenCount: emails.opened, ClickCount: emails.clicked }] : [];
  return {
    ActiveSubscribers: counts?.active ?? 0,
    TotalSubscribers: counts?.total ?? 0,
    AggregatedEmailActions: aggregated,
    AggregatedLast30DaysEmailActions: aggregated,
  };
}

/** Email statistics of a journey's SendEmail actions: sends, and the subscribers who opened, clicked, converted, viewed in a browser, unsubscribed, bounced and complained (each once per action; forwards are not tracked). */
export function emailActionStats(emails: EmailTotals): JourneyEmailActionStats {
  return {
    SendCount: emails.sent,
    OpenCount: emails.opened,
    ClickCount: emails.clicked,
    ConversionCount: emails.converted,
    BrowserViewCount: emails.viewed,
    ForwardCount: 0,
    UnsubscribeCount: emails.unsubscribed,
    BounceCount: emails.bounced,
    SpamComplaintCount: emails.complained,
  };
}
