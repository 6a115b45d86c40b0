/** Subscriber activity types, spelled as the spec lists them (FilterJson matches case- and separator-insensitively). */
export const ActivityTypes = {
  Subscription: 'subscription',
  Unsubscription: 'unsubscription',
  EmailCampaignDelivery: 'email campaign delivery',
  TransactionalEmailDelivery: 'transactional email delivery',
  AutoResponderDelivery: 'auto responder delivery',
  EmailOpen: 'email open',
  EmailLinkClick: 'email link click',
  HardBounce: 'hard bounce',
  SoftBounce: 'soft bounce',
  JourneyStart: 'journey start',
  JourneyEnd: 'journey end',
  JourneyExit: 'journey exit',
  Tagged: 'tagged',
  Untagged: 'untagged',
} as const;

export type ActivityType = (typeof ActivityTypes)[keyof typeof ActivityTypes];

export const ALL_ACTIVITY_TYPES: readonly ActivityType[] = Object.values(ActivityTypes);

/** 'Email_Open', 'emailopen', 'EMAIL OPEN' → 'email open'; undefined when unknown. */
export function normaliseActivityType(name: string): ActivityType | undefined {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  return ALL_ACTIVITY_TYPES.find((t) => t.replace(/ /g, '') === key);
}

export const SubscriptionStatuses = ['Opt-In Pending', 'Subscribed', 'Opt-Out Pending', 'Unsubscribed'] as const;
export type SubscriptionStatus = (typeof SubscriptionStatuses)[number];
