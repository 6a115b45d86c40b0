/** the subscriber an activity event is about, with its list's owner */
export interface ActivityTarget {
  id: string;
  listId: string;
  userId: number;
}

/** CampaignID / EmailID / AutoResponderID of an email event, as the activity parameters show them */
export function emailIds(p: { campaignId?: unknown; emailId?: unknown; autoResponderId?: unknown }): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ CampaignID: p.campaignId, EmailID: p.emailId, AutoResponderID: p.autoResponderId })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
