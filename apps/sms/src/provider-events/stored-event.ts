import type { SmsEventType } from './event-types';
import type { SmsEventSource } from './sms-event';

/** A row of sms_event: the event with its message's facts joined in. */
export interface StoredEvent {
  eventTime: Date;
  eventId: string;
  /** the deduplication key: the event id within its user's (two users' providers may use the same ids) */
  key: string;
  campaignId: number;
  messageId: number | null;
  providerMessageId: string | null;
  subscriberId: number | null;
  event: SmsEventType;
  source: SmsEventSource;
  url: string | null;
  isBot: boolean;
  gatewayStatus: string;
  errorCode: string;
  carrier: string;
  country: string;
  senderId: string;
  deviceType: string;
  browser: string;
  os: string;
  parts: number;
  cost: string | null;
  currency: string;
}
