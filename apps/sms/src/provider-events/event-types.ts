/** The spec's eleven SMS event types. */
export const SMS_EVENT_TYPES = [
  'queued',
  'skipped',
  'send_attempt',
  'sent',
  'send_failed',
  'delivered',
  'undelivered',
  'expired',
  'clicked',
  'replied',
  'opted_out',
] as const;
export type SmsEventType = (typeof SMS_EVENT_TYPES)[number];

export function isSmsEventType(value: string): value is SmsEventType {
  return (SMS_EVENT_TYPES as readonly string[]).includes(value);
}

/** The spec's recipient statuses. */
export const RECIPIENT_STATUSES = ['Queued', 'Released', 'Sending', 'Sent', 'Delivered', 'Failed', 'Expired', 'Rejected', 'Suppressed', 'Cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** The recipient status an event moves a message to (none: the event leaves the status alone). */
export const STATUS_AFTER: Partial<Record<SmsEventType, RecipientStatus>> = {
  send_attempt: 'Sending',
  sent: 'Sent',
  send_failed: 'Failed',
  delivered: 'Delivered',
  undelivered: 'Failed',
  expired: 'Expired',
};

/**
 * How far along a status is: an event only moves a message forward, so a late 'sent' receipt after 'delivered'
 * (providers do not order their callbacks) never moves it back, and the first final outcome stays.
 */
export const STATUS_RANK: Record<RecipientStatus, number> = {
  Queued: 0,
  Released: 1,
  Sending: 2,
  Sent: 3,
  Delivered: 4,
  Failed: 4,
  Expired: 4,
  Rejected: 4,
  Suppressed: 4,
  Cancelled: 4,
};
