import { defineCommand } from '../define-command';
import {
  EventTrackRequest,
  UserWebhookCreateRequest,
  UserWebhookIdRequest,
  UserWebhookListRequest,
  UserWebhookStatsRequest,
  UserWebhookUpdateRequest,
  WebsiteEventsPropertiesRequest,
} from '../tracking/requests';

const service = 'tracking' as const;
const user = 'user' as const;
/** user webhooks: the spec answers an authentication failure with code 0 on these endpoints */
const hooks = {
  service,
  auth: user,
  permission: 'User.Update',
  rateLimit: { requests: 100, windowSeconds: 60 },
  authFailureCode: 0,
  errorStyle: 'scalar' as const,
};
const HOOK_ID = { 1: 'WebhookID missing', 2: "webhook not found (also another user's, or an id that names none)" };

export const EventTrack = defineCommand({
  name: 'event.track',
  service,
  auth: user,
  v1: { methods: ['POST'], path: 'event' },
  rateLimit: { requests: 5000, windowSeconds: 60 },
  request: EventTrackRequest,
  reply: 'status, uuid, external_id, identify_event_sent',
  errorStyle: 'scalar',
  errors: {
    4: "invalid ListID (missing, not an id, or not the caller's list) (HTTP 422)",
    5: 'missing Event (HTTP 422)',
    7: 'invalid Email (HTTP 422)',
    8: 'conversion without the conversion-id property (HTTP 422)',
    9: 'conversion without the conversion-name property (HTTP 422)',
    10: 'conversion without a numeric conversion-value property (HTTP 422)',
  },
  summary: 'Record a website event for a subscriber.',
  notes: 'docs/services/tracking.md: storage, deduplication by (list, UUID, event, $insert_id), identify',
});
export const WebsiteEventsProperties = defineCommand({
  name: 'Website_Events.Properties',
  service,
  auth: user,
  permission: 'Subscribers.Get',
  v1: { methods: ['GET'], path: 'website_events.properties' },
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: WebsiteEventsPropertiesRequest,
  reply: 'ListID, Properties (event → property names, sorted)',
  errorStyle: 'scalar',
  errors: { 1: 'missing ListID (HTTP 422)', 2: 'invalid ListID (HTTP 422)', 3: 'list not found (HTTP 404)' },
  summary: 'Event property names seen on a list.',
});
export const UserWebhookList = defineCommand({
  name: 'user.webhook.list',
  ...hooks,
  v1: { methods: ['GET'], path: 'user.webhooks' },
  request: UserWebhookListRequest,
  reply: 'Webhooks',
  errors: { 0: 'authentication failed' },
  summary: "The caller's user webhooks.",
});
export const UserWebhookGet = defineCommand({
  name: 'user.webhook.get',
  ...hooks,
  v1: { methods: ['GET'], path: 'user.webhook' },
  request: UserWebhookIdRequest,
  reply: 'Webhook',
  errors: { 0: 'authentication failed', ...HOOK_ID },
  summary: 'One user webhook.',
});
export const UserWebhookCreate = defineCommand({
  name: 'user.webhook.create',
  ...hooks,
  v1: { methods: ['POST'], path: 'user.webhook' },
  request: UserWebhookCreateRequest,
  reply: 'WebhookID, Webhook',
  errors: {
    0: 'authentication failed',
    1: 'Name missing',
    2: 'RelListID missing',
    3: 'Event missing',
    4: 'invalid Event',
    5: "list not found or not the caller's",
    6: 'create failed',
    7: 'not retrievable after creation',
  },
  summary: 'Create a user webhook.',
});
export const UserWebhookUpdate = defineCommand({
  name: 'user.webhook.update',
  ...hooks,
  v1: { methods: ['PATCH'], path: 'user.webhook' },
  request: UserWebhookUpdateRequest,
  reply: 'Webhook',
  errors: {
    0: 'authentication failed',
    1: 'WebhookID missing',
    2: 'Name missing',
    3: 'RelListID missing',
    4: 'Event missing',
    5: 'invalid Event',
    6: 'webhook not found',
    7: "list not found or not the caller's",
    8: 'not retrievable after update (HTTP 500)',
  },
  summary: 'Update a user webhook.',
});
export const UserWebhookDelete = defineCommand({
  name: 'user.webhook.delete',
  ...hooks,
  v1: { methods: ['DELETE'], path: 'user.webhook' },
  request: UserWebhookIdRequest,
  reply: 'Success',
  errors: { 0: 'authentication failed', ...HOOK_ID },
  summary: 'Delete a user webhook and its stats.',
});
export const UserWebhookStats = defineCommand({
  name: 'user.webhook.stats',
  ...hooks,
  v1: { methods: ['GET'], path: 'user.webhook.stats' },
  request: UserWebhookStatsRequest,
  reply: 'WebhookID, Days, Stats (by YYYY-MM-DD)',
  errors: { 0: 'authentication failed', ...HOOK_ID },
  summary: 'Daily request counts of a user webhook.',
});

export const TRACKING_COMMANDS = [
  EventTrack,
  WebsiteEventsProperties,
  UserWebhookList,
  UserWebhookGet,
  UserWebhookCreate,
  UserWebhookUpdate,
  UserWebhookDelete,
  UserWebhookStats,
];
