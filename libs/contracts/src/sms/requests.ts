import { Param } from '../request-params';

/**
 * SMS requests. The service answers every code itself (docs/services/sms.md): these classes document the
 * parameters, lower-cased as the edge delivers them.
 */
export class SmsCampaignIdRequest {
  @Param("The caller's SMS campaign (integer)", true)
  smscampaignid?: string | number;
}

export class SmsStatsTimeseriesRequest extends SmsCampaignIdRequest {
  @Param("'hour' (default) or 'day'")
  granularity?: string;

  @Param('Comma-separated event types (default all eleven)')
  events?: string;

  @Param('1: count bot clicks too (hourly series only; the daily series always includes them)')
  includebots?: string | number | boolean;
}

export class SmsStatsBreakdownRequest extends SmsCampaignIdRequest {
  @Param('hour, day, gateway_status, error_code, carrier, country, link or sender_id', true)
  dimension?: string;

  @Param('One event type (default all)')
  event?: string;

  @Param('1: count bot clicks too')
  includebots?: string | number | boolean;

  @Param('1 to 500, default 50')
  limit?: string | number;
}

export class SmsRecipientsBrowseRequest extends SmsCampaignIdRequest {
  @Param('One recipient status: Queued, Released, Sending, Sent, Delivered, Failed, Expired, Rejected, Suppressed, Cancelled')
  status?: string;

  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('The previous page’s NextCursor (integer)')
  cursor?: string | number;
}

export class SmsEventsBrowseRequest extends SmsCampaignIdRequest {
  @Param('One event type (default all)')
  event?: string;

  @Param('Events at or after this time (any parseable date, UTC)')
  from?: string;

  @Param('Events at or before this time (any parseable date, UTC)')
  to?: string;

  @Param("Only this subscriber's events")
  subscriberid?: string | number;

  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('NextCursor.CursorTime of the previous page, exactly as received (with CursorID)')
  cursortime?: string;

  @Param('NextCursor.CursorID of the previous page, exactly as received (with CursorTime)')
  cursorid?: string;
}

export class SmsRepliesBrowseRequest extends SmsCampaignIdRequest {
  @Param('boolean: only the replies that opted out')
  optoutsonly?: string | number | boolean;

  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('The previous page’s NextCursor (integer)')
  cursor?: string | number;
}

export class SmsLinkClicksRequest extends SmsCampaignIdRequest {
  @Param('1: bot clicks too')
  includebots?: string | number | boolean;

  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('NextCursor.CursorTime of the previous page, exactly as received (with CursorID)')
  cursortime?: string;

  @Param('NextCursor.CursorID of the previous page, exactly as received (with CursorTime)')
  cursorid?: string;
}

export class SmsCampaignCreateRequest {
  @Param('Name of the campaign', true)
  name?: string;

  @Param('The text; merge tags %Subscriber:CustomField<ID>% (or an alias) and %Link% (the tracked short link)', true)
  message?: string;

  @Param("The caller's list", true)
  listid?: string | number;

  @Param('A segment of that list (0 or absent: the whole list)')
  segmentid?: string | number;

  @Param('The custom field of the list holding the phone number', true)
  phonefieldid?: string | number;

  @Param('Sender id or number the messages come from', true)
  senderid?: string;

  @Param('http(s) URL behind %Link% (each recipient gets an own short link)')
  linkurl?: string;

  @Param('Hours a short link works, 1 to 8760 (default 720); after that it answers 410')
  linkexpiryhours?: string | number;

  @Param('ISO country (two letters) of numbers written without a country code; default SMS_DEFAULT_COUNTRY')
  defaultcountry?: string;
}

export class SmsCampaignSendRequest extends SmsCampaignIdRequest {
  @Param('Send at this time (YYYY-MM-DD HH:MM:SS UTC); absent: now')
  sendat?: string;
}

export class SmsProviderSetRequest {
  @Param("'twilio' (a Twilio-compatible HTTP API) or 'outbox' (the local dev outbox, the default)")
  provider?: string;

  @Param('twilio: base URL of the API (default https://api.twilio.com)')
  baseurl?: string;

  @Param('twilio: the account SID', 'cond')
  accountsid?: string;

  @Param('twilio: the auth token (also verifies the signature of its callbacks)', 'cond')
  authtoken?: string;
}

export class SmsOutboxBrowseRequest {
  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('The previous page’s NextCursor (integer)')
  cursor?: string | number;
}

export class SmsExportCreateRequest extends SmsCampaignIdRequest {
  @Param("'events' (default) or 'recipients'")
  kind?: string;

  @Param('recipients: only this recipient status')
  status?: string;

  @Param('events: only this event type')
  event?: string;

  @Param('events: at or after this time (any parseable date, UTC)')
  from?: string;

  @Param('events: at or before this time (any parseable date, UTC)')
  to?: string;

  @Param("events: only this subscriber's")
  subscriberid?: string | number;
}

export class SmsExportGetRequest {
  @Param('The export smscampaign.export answered', true)
  exportid?: string | number;
}
