import type { AccountsHealthReply } from '../accounts/accounts-health';
import {
  type AuthResolveReply,
  AuthResolveRequest,
  HealthRequest,
  type UserLimitsReply,
  UserLimitsRequest,
  type UserSendingProfileReply,
  UserSendingProfileRequest,
} from './accounts.queries';
import { PublicRequest, type PublicResponse } from '../public/public-response';
import { type CampaignsOwnershipReply, CampaignsOwnershipRequest, type ListAutorespondersReply, ListAutorespondersRequest } from './campaigns.queries';
import { type CampaignsSummaryReply, CampaignsSummaryRequest, type ListsSummaryReply, ListsSummaryRequest } from './client-reads.queries';
import { defineQuery, reply } from './define-query';
import { SubscriberSessionResolveRequest } from './subscriber-session.queries';
import {
  type UserEngagementReply,
  UserEngagementRequest,
  type UserListStatsReply,
  UserListStatsRequest,
  type UserFeatureCountsReply,
  UserFeatureCountsRequest,
  type UsersAudienceTotalsReply,
  UsersAudienceTotalsRequest,
  type UsersSendsReply,
  UsersSendsRequest,
} from './account-usage.queries';
import {
  type AudienceCountReply,
  type AudiencePageReply,
  AudiencePageRequest,
  AudienceRequest,
  type ListFieldsReply,
  ListFieldsRequest,
  type ListOwnershipReply,
  ListOwnershipRequest,
  type ListsHealthReply,
} from './lists.queries';
import { type SenderDomainDkimReply, SenderDomainDkimRequest } from './sender-domain.queries';
import { type SmsSendOneReply, SmsSendOneRequest } from './sms.queries';
import {
  type SubscribersStatesReply,
  SubscribersStatesRequest,
  type UsersBriefReply,
  UsersBriefRequest,
  type UsersSendingActivityReply,
  UsersSendingActivityRequest,
} from './admin-ops.queries';
import { type SubscriberIdentifyReply, SubscriberIdentifyRequest } from './subscriber-identify.queries';
import { type SubscriberMatchReply, SubscriberMatchRequest } from './subscriber-match.queries';
import { type SubscribersFieldSetReply, SubscribersFieldSetRequest } from './subscribers-field-set.queries';
import { type SubscribersFieldsReply, SubscribersFieldsRequest } from './subscribers-fields.queries';
import { type SubscribersOnDateReply, SubscribersOnDateRequest } from './subscribers-on-date.queries';
import { type JourneyEmailSendReply, JourneyEmailSendRequest, type JourneyEmailsCopyReply, JourneyEmailsCopyRequest } from './journey-mail.queries';
import { type SubscriberJourneyProgressReply, SubscriberJourneyProgressRequest } from './journey-progress.queries';
import { type ListTrackerReply, ListTrackerRequest, type SubscriberWebsiteEventsReply, SubscriberWebsiteEventsRequest } from './tracking.queries';

/**
 * Every internal query between services: the one registry senders (`bus.query`) and handlers
 * (`@HandlesQuery`) use. Never public commands; the edge does not route to them.
 */
export const Queries = {
  /** accounts' usage reports (users.usage.get, user.usage.get, user.snapshot): lists' audience totals per user */
  UsersAudienceTotals: defineQuery('lists.q.users.audience-totals', UsersAudienceTotalsRequest, reply<UsersAudienceTotalsReply>()),
  /** accounts' usage reports: what campaigns sent per user and period */
  UsersSends: defineQuery('campaigns.q.users.sends', UsersSendsRequest, reply<UsersSendsReply>()),
  /** user.usage.get's Features, asked of each service that owns some: campaigns, journeys, gateway */
  CampaignsUserFeatures: defineQuery('campaigns.q.user.features', UserFeatureCountsRequest, reply<UserFeatureCountsReply>()),
  JourneysUserFeatures: defineQuery('journeys.q.user.features', UserFeatureCountsRequest, reply<UserFeatureCountsReply>()),
  GatewayUserFeatures: defineQuery('gateway.q.user.features', UserFeatureCountsRequest, reply<UserFeatureCountsReply>()),
  /** user.stats: lists' per-list audiences and new subscribers, campaigns' opens and 30-day engagement per list */
  UserListStats: defineQuery('lists.q.user.list-stats', UserListStatsRequest, reply<UserListStatsReply>()),
  UserEngagement: defineQuery('campaigns.q.user.engagement', UserEngagementRequest, reply<UserEngagementReply>()),
  /** the edge's credential check (it caches successes for `ttl` seconds) */
  AuthResolve: defineQuery('accounts.q.auth.resolve', AuthResolveRequest, reply<AuthResolveReply>()),
  /** the edge's check of a subscriber session (subscriber.login's SessionID): lists signs and checks it */
  SubscriberSessionResolve: defineQuery('lists.q.subscriber-session.resolve', SubscriberSessionResolveRequest, reply<AuthResolveReply>()),
  AccountsHealth: defineQuery('accounts.q.health', HealthRequest, reply<AccountsHealthReply>()),
  /** lists asks before creating lists and subscribers */
  UserLimits: defineQuery('accounts.q.user.limits', UserLimitsRequest, reply<UserLimitsReply>()),
  /** campaigns asks once per send run (and per email preview or spam test): User merge tags, custom headers, whitelist */
  /** admin monitoring commands name the owners of what they list */
  UsersBrief: defineQuery('accounts.q.users.brief', UsersBriefRequest, reply<UsersBriefReply>()),
  /** journeys' admin.journey.action.audit: subscription and bounce state of the enrolled subscribers */
  SubscribersStates: defineQuery('lists.q.subscribers.states', SubscribersStatesRequest, reply<SubscribersStatesReply>()),
  /** accounts' admin.users.activity: campaigns and journey emails sent per user */
  UsersSendingActivity: defineQuery('campaigns.q.users.sending-activity', UsersSendingActivityRequest, reply<UsersSendingActivityReply>()),
  UserSendingProfile: defineQuery('accounts.q.user.sending-profile', UserSendingProfileRequest, reply<UserSendingProfileReply>()),
  ListsHealth: defineQuery('lists.q.health', HealthRequest, reply<ListsHealthReply>()),
  ListOwnership: defineQuery('lists.q.list.ownership', ListOwnershipRequest, reply<ListOwnershipReply>()),
  AudienceCount: defineQuery('lists.q.audience.count', AudienceRequest, reply<AudienceCountReply>()),
  AudiencePage: defineQuery('lists.q.audience.page', AudiencePageRequest, reply<AudiencePageReply>()),
  /** a list's custom fields for merge tags (`found: false` for another user's list) */
  ListFields: defineQuery('lists.q.list.fields', ListFieldsRequest, reply<ListFieldsReply>()),
  /** accounts' client-scoped reads: the assigned lists that still exist and are the owner's (with counts on request) */
  ListsSummary: defineQuery('lists.q.lists.summary', ListsSummaryRequest, reply<ListsSummaryReply>()),
  /** tracking resolves (and with `create` subscribes or updates) the subscriber of a website event */
  SubscriberIdentify: defineQuery('lists.q.subscriber.identify', SubscriberIdentifyRequest, reply<SubscriberIdentifyReply>()),
  /** journeys' Decision action and Manual trigger: does one subscriber match RulesJSON (and exist)? */
  SubscriberMatch: defineQuery('lists.q.subscriber.match', SubscriberMatchRequest, reply<SubscriberMatchReply>()),
  /** journeys' UpdateCustomFieldValue for a batch of subscribers */
  SubscribersFieldSet: defineQuery('lists.q.subscribers.field-set', SubscribersFieldSetRequest, reply<SubscribersFieldSetReply>()),
  /** journeys' Webhook action: the custom-field merge tag values of a step's batch of subscribers, in one query */
  SubscribersFields: defineQuery('lists.q.subscribers.fields', SubscribersFieldsRequest, reply<SubscribersFieldsReply>()),
  /** campaigns' OnSubscriberDate autoresponders: a list's Subscribed members whose date falls on a day */
  SubscribersOnDate: defineQuery('lists.q.subscribers.on-date', SubscribersOnDateRequest, reply<SubscribersOnDateReply>()),
  /** lists' Subscriber.Get asks for SubscriberWebsiteEvents */
  SubscriberWebsiteEvents: defineQuery('tracking.q.subscriber.website-events', SubscriberWebsiteEventsRequest, reply<SubscriberWebsiteEventsReply>()),
  /** lists' List.Get asks for the list's browser tracker */
  ListTracker: defineQuery('tracking.q.list.tracker', ListTrackerRequest, reply<ListTrackerReply>()),
  /** `/system/webhook/<HashedID>/...` forwarded by the edge */
  TrackingUserWebhookInbound: defineQuery('tracking.q.webhook.inbound', PublicRequest, reply<PublicResponse>()),
  /** the browser tracker's script and its events (`/tracker/<EventListTrackerID>/...`) */
  TrackingBrowser: defineQuery('tracking.q.browser', PublicRequest, reply<PublicResponse>()),
  /** lists asks before recording an unsubscription's CampaignID / EmailID */
  CampaignsOwnership: defineQuery('campaigns.q.ownership', CampaignsOwnershipRequest, reply<CampaignsOwnershipReply>()),
  /** lists' List.Assets: the user's autoresponders of one list */
  ListAutoresponders: defineQuery('campaigns.q.list-autoresponders', ListAutorespondersRequest, reply<ListAutorespondersReply>()),
  /** accounts' client-scoped reads: the assigned campaigns that still exist and are the owner's (with figures on request) */
  CampaignsSummary: defineQuery('campaigns.q.campaigns.summary', CampaignsSummaryRequest, reply<CampaignsSummaryReply>()),
  /** journeys' SendEmail action: one email rendered for one subscriber and sent, once per idempotency key */
  JourneyEmailSend: defineQuery('campaigns.q.journey-email.send', JourneyEmailSendRequest, reply<JourneyEmailSendReply>()),
  /** journey.copytouser: the source user's emails copied into the target user's account */
  JourneyEmailsCopy: defineQuery('campaigns.q.journey-emails.copy', JourneyEmailsCopyRequest, reply<JourneyEmailsCopyReply>()),
  /** lists' Subscriber.Get: CurrentStep, TotalSteps and SnoozedUntil of the subscriber's InProgress journeys */
  SubscriberJourneyProgress: defineQuery('journeys.q.subscriber.progress', SubscriberJourneyProgressRequest, reply<SubscriberJourneyProgressReply>()),
  /** `/t/<kind>/<token>` forwarded by the edge (contracts/public) */
  CampaignsTrack: defineQuery('campaigns.q.track', PublicRequest, reply<PublicResponse>()),
  /** `/archive/<token>[/<CampaignID>]`: a campaign tag's public archive and its campaigns' web versions (campaigns.archive.geturl) */
  CampaignsArchive: defineQuery('campaigns.q.archive', PublicRequest, reply<PublicResponse>()),
  /** `/lists/unsubscribe/<token>`: the unsubscription form listintegration.generateunsubscriptionformhtmlcode produces (GET: the form, POST: unsubscribes) */
  ListsUnsubscribeForm: defineQuery('lists.q.unsubscribe-form', PublicRequest, reply<PublicResponse>()),
  /** `/campaigns/exports/<token>`: one part of a finished campaign export (campaigns.export.get's signed DownloadURL) */
  CampaignsExportDownload: defineQuery('campaigns.q.export-download', PublicRequest, reply<PublicResponse>()),
  /** `POST /webhooks/bounces` forwarded by the edge */
  CampaignsBounceWebhook: defineQuery('campaigns.q.bounce.webhook', PublicRequest, reply<PublicResponse>()),
  /** `GET /media/<userId>/<token>/<name>`: a media library file, forwarded by the edge */
  CampaignsMediaFile: defineQuery('campaigns.q.media.file', PublicRequest, reply<PublicResponse>()),
  /** `/sms/hooks/<ProviderKey>/<kind>`: provider receipts and inbound replies (Twilio form or generic JSON) forwarded by the edge */
  SmsProviderHook: defineQuery('sms.q.provider.hook', PublicRequest, reply<PublicResponse>()),
  /** `/s/<token>`: an SMS short link forwarded by the edge */
  SmsShortLink: defineQuery('sms.q.short-link', PublicRequest, reply<PublicResponse>()),
  /** `/g/<kind>/<token>` (the gateway's open pixel, click and unsubscribe URLs) forwarded by the edge */
  GatewayTrack: defineQuery('gateway.q.track', PublicRequest, reply<PublicResponse>()),
  /** `/gateway/exports/<token>`: one part of a finished EmailGateway.ExportEvents CSV (a signed URL that expires) */
  GatewayEventExportDownload: defineQuery('gateway.q.event-export-download', PublicRequest, reply<PublicResponse>()),
  /** campaigns signs a journey's SendEmail with its SenderDomainID; journeys checks the id is the user's when actions are saved */
  SenderDomainDkim: defineQuery('gateway.q.sender-domain.dkim', SenderDomainDkimRequest, reply<SenderDomainDkimReply>()),
  /** `/sms/exports/<token>`: one part of a finished CSV export (a signed URL that expires) */
  SmsExportDownload: defineQuery('sms.q.export-download', PublicRequest, reply<PublicResponse>()),
  /** journeys' SendSMS action: one message to one subscriber's number, answered with its QueueID */
  SmsSendOne: defineQuery('sms.q.send-one', SmsSendOneRequest, reply<SmsSendOneReply>()),
} as const;
