import type { SubscriptionStatus } from '@mail/contracts';

// Maps: the spellings are the client's text, and an object would also answer `constructor`
const STATUSES = new Map<string, SubscriptionStatus>([
  ['opt-in pending', 'Opt-In Pending'],
  ['optin pending', 'Opt-In Pending'],
  ['confirmation pending', 'Opt-In Pending'],
  ['subscribed', 'Subscribed'],
  ['opt-out pending', 'Opt-Out Pending'],
  ['optout pending', 'Opt-Out Pending'],
  ['unsubscribed', 'Unsubscribed'],
]);

/** canonical status, undefined when unknown ('Confirmation Pending' is the older spelling of Opt-In Pending) */
export function parseStatus(value: string): SubscriptionStatus | undefined {
  return STATUSES.get(value.trim().toLowerCase().replace(/\s+/g, ' '));
}

const BOUNCES = new Map([
  ['not bounced', 'Not Bounced'],
  ['notbounced', 'Not Bounced'],
  ['soft', 'Soft'],
  ['hard', 'Hard'],
]);

export function parseBounceType(value: string): string | undefined {
  return BOUNCES.get(value.trim().toLowerCase());
}

const SOURCES = ['CSVImport', 'API', 'Webhook', 'Manual', 'Other', 'Unknown'];

/** Source defaults to API; anything not in the vendor's list becomes Unknown */
export function parseSource(value: string): string {
  if (!value) return 'API';
  return SOURCES.find((s) => s.toLowerCase() === value.toLowerCase()) ?? 'Unknown';
}

export const isSubscribedLike = (status: string) => status === 'Subscribed' || status === 'Opt-In Pending';
export const isUnsubscribedLike = (status: string) => status === 'Unsubscribed' || status === 'Opt-Out Pending';
