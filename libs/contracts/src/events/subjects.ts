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
  /** not a durable event: credential revocations travel as BroadcastSubjects.AuthRevoked */
  CredentialRevoked: 'evt.accounts.credential.revoked.v1',
} as const;

export type EventSubject = (typeof EventSubjects)[keyof typeof EventSubjects];

export interface DomainEvent<P = Record<string, unknown>> {
  id: string;
  subject: string;
  occurredAt: string;
  payload: P;
}

/** Fan-out notifications every instance receives (not durable): cache invalidation. */
export const BroadcastSubjects = {
  AuthRevoked: 'broadcast.accounts.auth.revoked',
  /** a user's profile, group or limits changed: `{ userId }` */
  UserChanged: 'broadcast.accounts.user.changed',
  /** gateway keys were deleted: `{ keyHashes }` (GatewayKeysRevokedEvent); every gateway replica evicts them */
  GatewayKeysRevoked: 'broadcast.gateway.keys.revoked',
  /** a user's custom fields (or lists carrying them) changed: `{ userId }`; every lists replica drops its cached definitions */
  ListFieldsChanged: 'broadcast.lists.fields.changed',
  /** tracking forgot a deleted subscriber: `{ subscriberId }`; every tracking replica evicts its cached identities */
  TrackingSubscriberForgotten: 'broadcast.tracking.subscriber.forgotten',
  /** tracking forgot a deleted list: `{ listId }`; every tracking replica evicts its cached list access */
  TrackingListForgotten: 'broadcast.tracking.list.forgotten',
} as const;
