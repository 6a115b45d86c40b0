/**
 * Payloads of the lists service's domain events (subjects in ../events/subjects.ts: EventSubjects.Subscriber*).
 * Consumers (journeys, webhooks, reports) dedupe by the DomainEvent id.
 */
export interface SubscriberEventPayload {
  userId: number;
  listId: number;
  subscriberId: number;
  emailAddress: string;
  /** subscription status after the change */
  status?: string;
  /** where the change came from: API, Subscribe, OptIn, Import, Unsubscribe, Webhook, ... */
  source?: string;
  occurredAt: string;
}

export interface SubscriberSubscribedPayload extends SubscriberEventPayload {
  /** present while the subscriber is Opt-In Pending on a double opt-in list (for the confirmation email) */
  confirmationCode?: string;
  optInConfirmationEmailId?: number;
  /** base URL of the edge the subscription came through, for the confirm/reject links (PUBLIC_BASE_URL wins) */
  linkBaseUrl?: string;
}

export interface SubscriberUnsubscribedPayload extends SubscriberEventPayload {
  campaignId?: number;
  autoResponderId?: number;
  emailId?: number;
  channel?: string;
  ipAddress?: string;
}

export interface SubscriberTaggedPayload extends SubscriberEventPayload {
  tagId: number;
  tagName: string;
  /** set when the change came from a RulesJSON bulk operation */
  rulesJson?: unknown;
  rulesOperator?: string;
}

export type SubscriberUntaggedPayload = SubscriberTaggedPayload;

export interface SubscriberUpdatedPayload extends SubscriberEventPayload {
  changedFields: string[];
}

export interface ListDeletedPayload {
  userId: number;
  listId: number;
  occurredAt: string;
}
