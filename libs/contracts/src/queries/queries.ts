import type { AccountsHealthReply } from '../accounts/replies';
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
import { type CampaignsOwnershipReply, CampaignsOwnershipRequest } from './campaigns.queries';
import { defineQuery, reply } from './define-query';
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

/**
 * Every internal query between services: the one registry senders (`bus.query`) and handlers
 * (`@HandlesQuery`) use. Never public commands; the edge does not route to them.
 */
export const Queries = {
  /** the edge's credential check (it caches successes for `ttl` seconds) */
  AuthResolve: defineQuery('accounts.q.auth.resolve', AuthResolveRequest, reply<AuthResolveReply>()),
  AccountsHealth: defineQuery('accounts.q.health', HealthRequest, reply<AccountsHealthReply>()),
  /** lists asks before creating lists and subscribers */
  UserLimits: defineQuery('accounts.q.user.limits', UserLimitsRequest, reply<UserLimitsReply>()),
  /** campaigns asks once per send run (and per email preview or spam test): User merge tags, custom headers, whitelist */
  UserSendingProfile: defineQuery('accounts.q.user.sending-profile', UserSendingProfileRequest, reply<UserSendingProfileReply>()),
  ListsHealth: defineQuery('lists.q.health', HealthRequest, reply<ListsHealthReply>()),
  ListOwnership: defineQuery('lists.q.list.ownership', ListOwnershipRequest, reply<ListOwnershipReply>()),
  AudienceCount: defineQuery('lists.q.audience.count', AudienceRequest, reply<AudienceCountReply>()),
  AudiencePage: defineQuery('lists.q.audience.page', AudiencePageRequest, reply<AudiencePageReply>()),
  /** a list's custom fields for merge tags (`found: false` for another user's list) */
  ListFields: defineQuery('lists.q.list.fields', ListFieldsRequest, reply<ListFieldsReply>()),
  /** lists asks before recording an unsubscription's CampaignID / EmailID */
  CampaignsOwnership: defineQuery('campaigns.q.ownership', CampaignsOwnershipRequest, reply<CampaignsOwnershipReply>()),
  /** `/t/<kind>/<token>` forwarded by the edge (contracts/public) */
  CampaignsTrack: defineQuery('campaigns.q.track', PublicRequest, reply<PublicResponse>()),
  /** `POST /webhooks/bounces` forwarded by the edge */
  CampaignsBounceWebhook: defineQuery('campaigns.q.bounce.webhook', PublicRequest, reply<PublicResponse>()),
} as const;
