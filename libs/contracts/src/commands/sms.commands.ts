import { defineCommand } from '../define-command';
import {
  SmsCampaignCreateRequest,
  SmsCampaignIdRequest,
  SmsCampaignSendRequest,
  SmsEventsBrowseRequest,
  SmsExportCreateRequest,
  SmsExportGetRequest,
  SmsLinkClicksRequest,
  SmsOutboxBrowseRequest,
  SmsProviderSetRequest,
  SmsRecipientsBrowseRequest,
  SmsRepliesBrowseRequest,
  SmsStatsBreakdownRequest,
  SmsStatsTimeseriesRequest,
} from '../sms/requests';

const sms = { service: 'sms' as const, auth: 'user' as const, permission: 'SMSCampaigns.Get', errorStyle: 'scalar' as const };
/** every read names a campaign of the caller's; another user's campaign looks missing */
const CAMPAIGN = {
  1: 'missing SMSCampaignID (HTTP 422)',
  2: 'SMSCampaignID is not an integer (HTTP 422)',
  404: "SMS campaign not found (also another user's) (HTTP 404)",
};
const LIMIT = 'Limit is not an integer from 1 to 500 (HTTP 422)';
const INT_CURSOR = "Cursor is not a NextCursor of this campaign's (tampered, or not an integer) (HTTP 422)";
const EVENT_CURSOR = "CursorTime and CursorID are not a NextCursor pair of this campaign's (one missing, tampered) (HTTP 422)";
const notes = 'docs/services/sms.md';

export const SmsCampaignStats = defineCommand({
  name: 'smscampaign.stats',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.stats' },
  request: SmsCampaignIdRequest,
  reply: 'SMSCampaignID, Status, DetailExpired, DetailExpiredAt, Counters, Rates, Funnel',
  errors: CAMPAIGN,
  summary: 'Counters, rates and funnel of an SMS campaign.',
  notes,
});
export const SmsCampaignTimeseries = defineCommand({
  name: 'smscampaign.stats.timeseries',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.stats.timeseries' },
  request: SmsStatsTimeseriesRequest,
  reply: 'Granularity, Events, ExcludesBots, MessagesOnlyMeaningfulForOutcomes, Series (Bucket, Event, Events, Messages)',
  errors: { ...CAMPAIGN, 3: "Granularity is neither 'hour' nor 'day' (HTTP 422)", 4: 'Events names an unknown event type (HTTP 422)' },
  summary: 'Event time series.',
  notes,
});
export const SmsCampaignBreakdown = defineCommand({
  name: 'smscampaign.stats.breakdown',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.stats.breakdown' },
  request: SmsStatsBreakdownRequest,
  reply: 'Dimension, Event, ExcludesBots, Limit, Breakdown (Dimension, Events, Messages)',
  errors: {
    ...CAMPAIGN,
    3: 'missing Dimension (HTTP 422)',
    4: 'unknown Dimension (HTTP 422)',
    5: 'Event is not an event type (HTTP 422)',
    6: LIMIT,
  },
  summary: 'Events broken down by a dimension.',
  notes,
});
export const SmsCampaignRecipients = defineCommand({
  name: 'smscampaign.recipients.browse',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.recipients' },
  request: SmsRecipientsBrowseRequest,
  reply: 'DetailExpired, Status, Limit, Recipients, NextCursor',
  errors: { ...CAMPAIGN, 3: 'Status is not a recipient status (HTTP 422)', 4: LIMIT, 5: INT_CURSOR },
  summary: 'Recipients, cursor-paged.',
  notes,
});
export const SmsCampaignEvents = defineCommand({
  name: 'smscampaign.events.browse',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.events' },
  request: SmsEventsBrowseRequest,
  reply: 'Event, Limit, Events, NextCursor { CursorTime, CursorID }',
  errors: {
    ...CAMPAIGN,
    3: 'Event is not an event type (HTTP 422)',
    4: LIMIT,
    5: 'SubscriberID is not an integer (HTTP 422)',
    6: EVENT_CURSOR,
    11: 'From or To is not a date (HTTP 422)',
  },
  summary: 'Events, cursor-paged.',
  notes,
});
export const SmsCampaignReplies = defineCommand({
  name: 'smscampaign.replies.browse',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.replies' },
  request: SmsRepliesBrowseRequest,
  reply: 'OptOutsOnly, Limit, Replies, NextCursor (null at the end)',
  errors: { ...CAMPAIGN, 3: LIMIT, 4: INT_CURSOR },
  summary: 'Inbound replies, cursor-paged.',
  notes,
});
export const SmsCampaignLinkClicks = defineCommand({
  name: 'smscampaign.linkclicks',
  ...sms,
  v1: { methods: ['GET'], path: 'smscampaign.linkclicks' },
  request: SmsLinkClicksRequest,
  reply:
    'ExcludesBots, Limit, Links (URL, TotalClicks, UniqueClicks), Clicks (EventID, ClickedAt, QueueID, SubscriberID, URL, DeviceType, Browser, OS, IsBot), NextCursor',
  errors: { ...CAMPAIGN, 3: LIMIT, 4: EVENT_CURSOR },
  summary: 'Link clicks of an SMS campaign: per link, and each click.',
  notes,
});

/** Extension commands (not in the spec): sending, the provider and the dev outbox. */
const extension = { service: 'sms' as const, auth: 'user' as const, errorStyle: 'scalar' as const, legacy: true, notes };

export const SmsCampaignCreate = defineCommand({
  name: 'smscampaign.create',
  ...extension,
  v1: { methods: ['POST'], path: 'smscampaign.create' },
  request: SmsCampaignCreateRequest,
  reply: 'SMSCampaignID, Status (Draft)',
  errors: {
    1: 'missing Name (HTTP 422)',
    2: 'missing Message (HTTP 422)',
    3: 'missing ListID (HTTP 422)',
    4: "list not found (also another user's) (HTTP 422)",
    5: 'SegmentID is not an integer (HTTP 422)',
    6: 'missing or invalid PhoneFieldID (HTTP 422)',
    7: 'missing SenderID (HTTP 422)',
    8: 'LinkURL is not an http(s) URL (HTTP 422)',
    9: 'LinkExpiryHours is not an integer from 1 to 8760 (HTTP 422)',
    10: 'DefaultCountry is not a known two-letter country (HTTP 422)',
    11: 'Message is longer than 1600 characters (HTTP 422)',
  },
  summary: 'Create an SMS campaign (Draft).',
});
export const SmsCampaignSend = defineCommand({
  name: 'smscampaign.send',
  ...extension,
  v1: { methods: ['POST'], path: 'smscampaign.send' },
  request: SmsCampaignSendRequest,
  reply: 'SMSCampaignID, Status (Sending or Scheduled)',
  errors: { ...CAMPAIGN, 3: 'SendAt is not YYYY-MM-DD HH:MM:SS (HTTP 422)', 4: 'the campaign is not a Draft (HTTP 422)' },
  summary: 'Send an SMS campaign now or at SendAt.',
});
const CONTROL_STATE = (from: string) => `the campaign is not ${from} (HTTP 422)`;
export const SmsCampaignPause = defineCommand({
  name: 'smscampaign.pause',
  ...extension,
  v1: { methods: ['POST'], path: 'smscampaign.pause' },
  request: SmsCampaignIdRequest,
  reply: 'SMSCampaignID, Status (Paused)',
  errors: { ...CAMPAIGN, 3: CONTROL_STATE('Sending or Scheduled') },
  summary: 'Pause a Sending or Scheduled SMS campaign (the message being sent is finished; the rest stay queued).',
});
export const SmsCampaignResume = defineCommand({
  name: 'smscampaign.resume',
  ...extension,
  v1: { methods: ['POST'], path: 'smscampaign.resume' },
  request: SmsCampaignIdRequest,
  reply: 'SMSCampaignID, Status (Sending, or Scheduled while SendAt is ahead)',
  errors: { ...CAMPAIGN, 3: CONTROL_STATE('Paused') },
  summary: 'Resume a Paused SMS campaign.',
});
export const SmsCampaignCancel = defineCommand({
  name: 'smscampaign.cancel',
  ...extension,
  v1: { methods: ['POST'], path: 'smscampaign.cancel' },
  request: SmsCampaignIdRequest,
  reply: 'SMSCampaignID, Status (Cancelled)',
  errors: { ...CAMPAIGN, 3: CONTROL_STATE('Draft, Scheduled, Sending or Paused') },
  summary: 'Cancel an SMS campaign: its queued messages become Cancelled and are never sent.',
});
export const SmsCampaignExport = defineCommand({
  name: 'smscampaign.export',
  ...extension,
  v1: { methods: ['POST'], path: 'smscampaign.export' },
  request: SmsExportCreateRequest,
  reply: 'ExportID, SMSCampaignID, Kind, Status (Queued)',
  errors: {
    ...CAMPAIGN,
    3: "Kind is neither 'events' nor 'recipients' (HTTP 422)",
    4: 'Status is not a recipient status (HTTP 422)',
    5: 'Event is not an event type (HTTP 422)',
    6: 'SubscriberID is not an integer (HTTP 422)',
    11: 'From or To is not a date (HTTP 422)',
  },
  summary: "Start a CSV export of an SMS campaign's recipients or events (filters as the browse reads).",
});
export const SmsCampaignExportStatus = defineCommand({
  name: 'smscampaign.export.status',
  ...extension,
  v1: { methods: ['GET'], path: 'smscampaign.export.status' },
  request: SmsExportGetRequest,
  reply:
    'ExportID, SMSCampaignID, Kind, Status (Queued, Running, Done, Failed), Rows, TotalRows, Progress (percent), DownloadURLs (the parts, in order; when Done), ExpiresAt',
  errors: {
    1: 'missing ExportID (HTTP 422)',
    2: 'ExportID is not an integer (HTTP 422)',
    404: "export not found (also another user's, or expired) (HTTP 404)",
  },
  summary: 'Progress of a CSV export and, once done, its signed download URLs (they expire).',
});
export const SmsProviderSet = defineCommand({
  name: 'smsprovider.set',
  ...extension,
  v1: { methods: ['POST'], path: 'smsprovider' },
  request: SmsProviderSetRequest,
  reply: 'Provider, StatusCallbackURL, InboundURL, EventsURL, EventsSecret',
  errors: {
    1: "Provider is neither 'twilio' nor 'outbox' (HTTP 422)",
    2: 'BaseURL is not an http(s) URL (HTTP 422)',
    3: 'missing AccountSID (HTTP 422)',
    4: 'missing AuthToken (HTTP 422)',
  },
  summary: "Choose the caller's SMS provider; answers the callback URLs and the generic events secret.",
});
export const SmsOutboxBrowse = defineCommand({
  name: 'smsoutbox.browse',
  ...extension,
  v1: { methods: ['GET'], path: 'smsoutbox' },
  request: SmsOutboxBrowseRequest,
  reply: 'Limit, Messages (OutboxID, QueueID, To, From, Body, Parts, Encoding, CreatedAt), NextCursor',
  errors: { 1: LIMIT, 2: 'Cursor is not a non-negative integer (HTTP 422)' },
  summary: "Messages the local dev outbox kept for the caller (provider 'outbox').",
});

export const SMS_COMMANDS = [
  SmsCampaignStats,
  SmsCampaignTimeseries,
  SmsCampaignBreakdown,
  SmsCampaignRecipients,
  SmsCampaignEvents,
  SmsCampaignReplies,
  SmsCampaignLinkClicks,
  SmsCampaignCreate,
  SmsCampaignSend,
  SmsCampaignPause,
  SmsCampaignResume,
  SmsCampaignCancel,
  SmsCampaignExport,
  SmsCampaignExportStatus,
  SmsProviderSet,
  SmsOutboxBrowse,
];
