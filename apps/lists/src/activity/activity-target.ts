/** the subscriber an activity event is about, with its list's owner */
export interface ActivityTarget {
  id: string;
  listId: string;
  userId: number;
}

/** CampaignID / EmailID / AutoResponderID of an email event (journey_id / action_id for a journey's email), as the activity parameters show them */
export function emailIds(p: {
  campaignId?: unknown;
  emailId?: unknown;
  autoResponderId?: unknown;
  journeyId?: unknown;
  actionId?: unknown;
}): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ CampaignID: p.campaignId, EmailID: p.emailId, AutoResponderID: p.autoResponderId, journey_id: p.journeyId, action_id: p.actionId })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
