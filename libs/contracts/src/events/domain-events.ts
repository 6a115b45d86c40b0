import { UsageReportedPayload, UserDeletedPayload } from '../accounts/account-events';
import {
  EmailBouncedPayload,
  EmailClickedPayload,
  EmailDeliveredPayload,
  EmailsDeliveredPayload,
  EmailOpenedPayload,
  JourneyEndedPayload,
  JourneyEntrantsEndedPayload,
  JourneyEntrantsStartedPayload,
  JourneyStartedPayload,
  WebsiteEventTrackedPayload,
} from '../lists/consumed-events';
import {
  ListDeletedPayload,
  SubscriberDeletedPayload,
  SubscriberSubscribedPayload,
  SubscriberTaggedPayload,
  SubscribersTaggedPayload,
  SubscriberUnsubscribedPayload,
  SubscriberUntaggedPayload,
  SubscribersUntaggedPayload,
  SubscriberUpdatedPayload,
  SubscribersUpdatedPayload,
} from '../lists/subscriber-events';
import { SmsOptedOutPayload, SmsOptOutAppliedPayload } from '../sms/sms-events';
import { ConversionTrackedPayload, UserWebhookCalledPayload } from '../tracking/tracking-events';
import { defineEvent } from './define-event';

/** Every durable domain event: the one registry producers (typed outbox) and consumers (`@OnEvent`) use. */
export const Events = {
  SubscriberSubscribed: defineEvent('lists.subscriber.subscribed', 1, SubscriberSubscribedPayload),
  SubscriberUnsubscribed: defineEvent('lists.subscriber.unsubscribed', 1, SubscriberUnsubscribedPayload),
  SubscriberTagged: defineEvent('lists.subscriber.tagged', 1, SubscriberTaggedPayload),
  SubscriberUntagged: defineEvent('lists.subscriber.untagged', 1, SubscriberUntaggedPayload),
  SubscribersTagged: defineEvent('lists.subscribers.tagged', 1, SubscribersTaggedPayload),
  SubscribersUntagged: defineEvent('lists.subscribers.untagged', 1, SubscribersUntaggedPayload),
  SubscribersUpdated: defineEvent('lists.subscribers.updated', 1, SubscribersUpdatedPayload),
  SubscriberUpdated: defineEvent('lists.subscriber.updated', 1, SubscriberUpdatedPayload),
  SubscriberDeleted: defineEvent('lists.subscriber.deleted', 1, SubscriberDeletedPayload),
  ListDeleted: defineEvent('lists.list.deleted', 1, ListDeletedPayload),
  UsageReported: defineEvent('accounts.usage.reported', 1, UsageReportedPayload),
  UserDeleted: defineEvent('accounts.user.deleted', 1, UserDeletedPayload),
  EmailDelivered: defineEvent('campaigns.email.delivered', 1, EmailDeliveredPayload),
  EmailsDelivered: defineEvent('campaigns.emails.delivered', 1, EmailsDeliveredPayload),
  EmailOpened: defineEvent('campaigns.email.opened', 1, EmailOpenedPayload),
  EmailClicked: defineEvent('campaigns.email.clicked', 1, EmailClickedPayload),
  EmailBounced: defineEvent('campaigns.email.bounced', 1, EmailBouncedPayload),
  JourneyStarted: defineEvent('journeys.journey.started', 1, JourneyStartedPayload),
  JourneyEnded: defineEvent('journeys.journey.ended', 1, JourneyEndedPayload),
  JourneyEntrantsStarted: defineEvent('journeys.entrants.started', 1, JourneyEntrantsStartedPayload),
  JourneyEntrantsEnded: defineEvent('journeys.entrants.ended', 1, JourneyEntrantsEndedPayload),
  WebsiteEventTracked: defineEvent('tracking.website.tracked', 1, WebsiteEventTrackedPayload),
  ConversionTracked: defineEvent('tracking.conversion.tracked', 1, ConversionTrackedPayload),
  UserWebhookCalled: defineEvent('tracking.webhook.called', 1, UserWebhookCalledPayload),
  SmsOptedOut: defineEvent('sms.number.opted-out', 1, SmsOptedOutPayload),
  SmsOptOutApplied: defineEvent('lists.sms-opt-out.applied', 1, SmsOptOutAppliedPayload),
} as const;
