import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, EVENT_CURSOR_ERROR, LIMIT_ERROR, SMS_NOTES, SmsCampaignIdRequest, type SmsEventCursor } from './sms-command-parts';

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

export interface SmsLinkClicksReply {
  ExcludesBots: boolean;
  Limit: number;
  Links: { URL: string; TotalClicks: number; UniqueClicks: number }[];
  Clicks: {
    EventID: string;
    ClickedAt: string;
    QueueID: number | null;
    SubscriberID: number | null;
    URL: string | null;
    DeviceType: string;
    Browser: string;
    OS: string;
    IsBot: 0 | 1;
  }[];
  NextCursor: SmsEventCursor | null;
}

export const SmsCampaignLinkClicks = defineCommand({
  name: 'smscampaign.linkclicks',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.linkclicks' },
  request: SmsLinkClicksRequest,
  returns: reply<SmsLinkClicksReply>(),
  reply:
    'ExcludesBots, Limit, Links (URL, TotalClicks, UniqueClicks), Clicks (EventID, ClickedAt, QueueID, SubscriberID, URL, DeviceType, Browser, OS, IsBot), NextCursor',
  errors: { ...CAMPAIGN_ERRORS, 3: LIMIT_ERROR, 4: EVENT_CURSOR_ERROR },
  summary: 'Link clicks of an SMS campaign: per link, and each click.',
  notes: SMS_NOTES,
});
