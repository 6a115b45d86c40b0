/** Every trigger a journey may have (api-spec "Journey triggers" and reference notes §1.8). */
export const TRIGGERS = [
  'ListSubscription',
  'ListUnsubscription',
  'EmailOpen',
  'EmailConversion',
  'EmailLinkClick',
  'Manual',
  'Tag',
  'UnTag',
  'WebsiteEvent_pageView',
  'WebsiteEvent_identify',
  'WebsiteEvent_customEvent',
  'WebsiteEvent_conversion',
  'CustomFieldValueChanged',
  'RevenueHit',
  'JourneyCompleted',
  'ScheduledPull',
] as const;

export type Trigger = (typeof TRIGGERS)[number];

export const LIST_TRIGGERS: readonly string[] = ['ListSubscription', 'ListUnsubscription'];
export const EMAIL_TRIGGERS: readonly string[] = ['EmailOpen', 'EmailConversion', 'EmailLinkClick'];
export const WEBSITE_TRIGGERS: readonly string[] = TRIGGERS.filter((t) => t.startsWith('WebsiteEvent_'));

/** A website-event trigger's criterion on the event's properties. */
export interface TriggerCriterion {
  property: string;
  operator: string;
  value?: unknown;
}

export const CRITERION_OPERATORS = ['equals', 'not equals', 'contains', 'not contains', 'greater than', 'less than', 'exists'];

/** The canonical trigger for any casing of its name. */
export function triggerNamed(name: string): Trigger | undefined {
  return TRIGGERS.find((t) => t.toLowerCase() === name.toLowerCase());
}
