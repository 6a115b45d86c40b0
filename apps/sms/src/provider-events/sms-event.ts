import type { SmsEventType } from './event-types';

/** Where an event came from: our sender, the provider (receipts and replies), or a short link. */
export type SmsEventSource = 'system' | 'provider' | 'link';

/** One event of the store, before the message's own facts (campaign, subscriber, country) are joined in. */
export interface SmsEventInput {
  eventId: string;
  eventTime: Date;
  /** set for provider input: only this user's messages can be named */
  userId?: number;
  event: SmsEventType;
  source: SmsEventSource;
  /** our message (QueueID), or the provider's message id: one of the two names the message */
  messageId?: number;
  providerMessageId?: string;
  url?: string;
  isBot?: boolean;
  gatewayStatus?: string;
  errorCode?: string;
  carrier?: string;
  deviceType?: string;
  browser?: string;
  os?: string;
  parts?: number;
  cost?: string;
  currency?: string;
}
