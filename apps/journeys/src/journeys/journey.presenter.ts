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

/** JourneyStats of journeys.list; journey.get adds AggregatedEmailActionStats. */
export function presentJourneyStats(counts: JourneyCounts | undefined, emailsSent: number): Record<string, unknown> {
  const aggregated = emailsSent ? [{ SendCount: emailsSent }] : [];
  return {
    ActiveSubscribers: counts?.active ?? 0,
    TotalSubscribers: counts?.total ?? 0,
    AggregatedEmailActions: aggregated,
    AggregatedLast30DaysEmailActions: aggregated,
  };
}

/** Email statistics of a journey's SendEmail actions: sends are counted by journeys; engagement is not attributed yet. */
export function emailActionStats(emailsSent: number): Record<string, number> {
  return {
    SendCount: emailsSent,
    OpenCount: 0,
    ClickCount: 0,
    ConversionCount: 0,
    BrowserViewCount: 0,
    ForwardCount: 0,
    UnsubscribeCount: 0,
    BounceCount: 0,
    SpamComplaintCount: 0,
  };
}
