/**
 * Durable domain events (JetStream, or in-process). Subjects carry a version and live under `evt.`
 * so they never collide with request subjects (`<service>.cmd.*`).
 */
export const EventSubjects = {
  SubscriberSubscribed: 'evt.lists.subscriber.subscribed.v1',
  SubscriberUnsubscribed: 'evt.lists.subscriber.unsubscribed.v1',
  SubscriberTagged: 'evt.lists.subscriber.tagged.v1',
  SubscriberUntagged: 'evt.lists.subscriber.untagged.v1',
  SubscriberUpdated: 'evt.lists.subscriber.updated.v1',
  ListDeleted: 'evt.lists.list.deleted.v1',
  UsageReported: 'evt.accounts.usage.reported.v1',
  CredentialRevoked: 'evt.accounts.credential.revoked.v1',
  UserDeleted: 'evt.accounts.user.deleted.v1',
  EmailDelivered: 'evt.campaigns.email.delivered.v1',
  EmailOpened: 'evt.campaigns.email.opened.v1',
  EmailClicked: 'evt.campaigns.email.clicked.v1',
  EmailBounced: 'evt.campaigns.email.bounced.v1',
  JourneyStarted: 'evt.journeys.journey.started.v1',
  JourneyEnded: 'evt.journeys.journey.ended.v1',
  WebsiteEventTracked: 'evt.tracking.website.tracked.v1',
} as const;

export type EventSubject = (typeof EventSubjects)[keyof typeof EventSubjects];

export interface DomainEvent<P = Record<string, unknown>> {
  id: string;
  subject: string;
  occurredAt: string;
  payload: P;
}

/** Internal queries between services (not public commands): `<service>.q.<name>`. */
export const InternalSubjects = {
  AuthResolve: 'accounts.q.auth.resolve',
  AccountsHealth: 'accounts.q.health',
  UserLimits: 'accounts.q.user.limits',
  ListsHealth: 'lists.q.health',
  ListOwnership: 'lists.q.list.ownership',
} as const;

/** Fan-out notifications every instance receives (not durable): cache invalidation. */
export const BroadcastSubjects = {
  AuthRevoked: 'broadcast.accounts.auth.revoked',
  /** a user's profile, group or limits changed: `{ userId }` */
  UserChanged: 'broadcast.accounts.user.changed',
} as const;
