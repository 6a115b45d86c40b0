import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, EVENT_CURSOR_ERROR, LIMIT_ERROR, SMS_NOTES, SmsCampaignIdRequest, type SmsEventCursor, unprocessable } from './sms-command-parts';

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

export interface SmsEventsBrowseReply {
  Event: string | null;
  Limit: number;
  Events: { EventTime: string; EventID: string; Event: string; Source: string; SubscriberID: number | null; URL: string | null; IsBot: 0 | 1 }[];
  NextCursor: SmsEventCursor | null;
}

export const SmsCampaignEvents = defineCommand({
  name: 'smscampaign.events.browse',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.events' },
  request: SmsEventsBrowseRequest,
  returns: reply<SmsEventsBrowseReply>(),
  reply: 'Event, Limit, Events, NextCursor { CursorTime, CursorID }',
  errors: {
    ...CAMPAIGN_ERRORS,
    3: unprocessable('Event is not an event type'),
    4: LIMIT_ERROR,
    5: unprocessable('SubscriberID is not an integer'),
    6: EVENT_CURSOR_ERROR,
    11: unprocessable('From or To is not a date'),
  },
  summary: 'Events, cursor-paged.',
  notes: SMS_NOTES,
});
