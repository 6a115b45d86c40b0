import type { JourneyCounts, JourneyRow } from './journey.row';

/** The public journey object (reference notes §1.8): ids as strings, TriggerParameters [] when empty. */
export function presentJourney(row: JourneyRow): Record<string, unknown> {
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
}

type EmailCounters = { emails_sent: string; emails_opened?: string; emails_clicked?: string; emails_bounced?: string; emails_viewed?: string };

export function emailTotals(actions: EmailCounters[]): EmailTotals {
  const totals = { sent: 0, opened: 0, clicked: 0, bounced: 0, viewed: 0 };
  for (const a of actions) {
    totals.sent += Number(a.emails_sent);
    totals.opened += Number(a.emails_opened ?? 0);
    totals.clicked += Number(a.emails_clicked ?? 0);
    totals.bounced += Number(a.emails_bounced ?? 0);
    totals.viewed += Number(a.emails_viewed ?? 0);
  }
  return totals;
}

/** JourneyStats of journeys.list; journey.get adds AggregatedEmailActionStats. */
export function presentJourneyStats(counts: JourneyCounts | undefined, emails: EmailTotals): Record<string, unknown> {
  const aggregated = emails.sent ? [{ SendCount: emails.sent, OpenCount: emails.opened, ClickCount: emails.clicked }] : [];
  return {
    ActiveSubscribers: counts?.active ?? 0,
    TotalSubscribers: counts?.total ?? 0,
    AggregatedEmailActions: aggregated,
    AggregatedLast30DaysEmailActions: aggregated,
  };
}

/** Email statistics of a journey's SendEmail actions: sends, and the subscribers who opened, clicked, viewed in a browser and bounced (each once per action). */
export function emailActionStats(emails: EmailTotals): Record<string, number> {
  return {
    SendCount: emails.sent,
    OpenCount: emails.opened,
    ClickCount: emails.clicked,
    ConversionCount: 0,
    BrowserViewCount: emails.viewed,
    ForwardCount: 0,
    UnsubscribeCount: 0,
    BounceCount: emails.bounced,
    SpamComplaintCount: 0,
  };
}
