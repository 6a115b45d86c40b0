import { Broadcasts } from './broadcasts';
import { Events } from './domain-events';

/** The subjects of the durable domain events (Events in ./domain-events.ts), for wildcard filters and switches. */
export const EventSubjects = {
  SubscriberSubscribed: Events.SubscriberSubscribed.subject,
  SubscriberUnsubscribed: Events.SubscriberUnsubscribed.subject,
  SubscriberTagged: Events.SubscriberTagged.subject,
  SubscriberUntagged: Events.SubscriberUntagged.subject,
  SubscribersTagged: Events.SubscribersTagged.subject,
  SubscribersUntagged: Events.SubscribersUntagged.subject,
  SubscribersUpdated: Events.SubscribersUpdated.subject,
  SubscriberUpdated: Events.SubscriberUpdated.subject,
  SubscriberDeleted: Events.SubscriberDeleted.subject,
  ListDeleted: Events.ListDeleted.subject,
  UsageReported: Events.UsageReported.subject,
  UserDeleted: Events.UserDeleted.subject,
  EmailDelivered: Events.EmailDelivered.subject,
  EmailsDelivered: Events.EmailsDelivered.subject,
  EmailOpened: Events.EmailOpened.subject,
  EmailClicked: Events.EmailClicked.subject,
  EmailBounced: Events.EmailBounced.subject,
  JourneyStarted: Events.JourneyStarted.subject,
  JourneyEnded: Events.JourneyEnded.subject,
  JourneyEntrantsStarted: Events.JourneyEntrantsStarted.subject,
  JourneyEntrantsEnded: Events.JourneyEntrantsEnded.subject,
  WebsiteEventTracked: Events.WebsiteEventTracked.subject,
  ConversionTracked: Events.ConversionTracked.subject,
  UserWebhookCalled: Events.UserWebhookCalled.subject,
  SmsOptedOut: Events.SmsOptedOut.subject,
  SmsOptOutApplied: Events.SmsOptOutApplied.subject,
  /** not a durable event: credential revocations travel as Broadcasts.AuthRevoked */
  CredentialRevoked: 'evt.accounts.credential.revoked.v1',
} as const;

export type EventSubject = (typeof EventSubjects)[keyof typeof EventSubjects];

export interface DomainEvent<P = Record<string, unknown>> {
  id: string;
  subject: string;
  occurredAt: string;
  payload: P;
}

/** The subjects of the broadcasts (Broadcasts in ./broadcasts.ts); the bus takes the definitions, never these. */
export const BroadcastSubjects = {
  AuthRevoked: Broadcasts.AuthRevoked.subject,
  UserChanged: Broadcasts.UserChanged.subject,
  GatewayKeysRevoked: Broadcasts.GatewayKeysRevoked.subject,
  ListFieldsChanged: Broadcasts.ListFieldsChanged.subject,
  TrackingSubscriberForgotten: Broadcasts.TrackingSubscriberForgotten.subject,
  TrackingListForgotten: Broadcasts.TrackingListForgotten.subject,
  SystemSettingsChanged: Broadcasts.SystemSettingsChanged.subject,
} as const;
