import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, INT_CURSOR_ERROR, LIMIT_ERROR, SMS_NOTES, SmsCampaignIdRequest, unprocessable } from './sms-command-parts';

export class SmsRecipientsBrowseRequest extends SmsCampaignIdRequest {
  @Param('One recipient status: Queued, Released, Sending, Sent, Delivered, Failed, Expired, Rejected, Suppressed, Cancelled')
  status?: string;

  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('The previous page’s NextCursor (integer)')
  cursor?: string | number;
}

export interface SmsRecipientsBrowseReply {
  DetailExpired: boolean;
  Status: string | null;
  Limit: number;
  Recipients: {
    QueueID: number;
    RelSubscriberID: number | null;
    RecipientNumber: string;
    Status: string;
    SendState: string | null;
    SentTime: string | null;
    DeliveredTime: string | null;
    FirstClickedAt: string | null;
    ClickCount: number;
  }[];
  NextCursor: number | null;
}

export const SmsCampaignRecipients = defineCommand({
  name: 'smscampaign.recipients.browse',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.recipients' },
  request: SmsRecipientsBrowseRequest,
  returns: reply<SmsRecipientsBrowseReply>(),
  reply: 'DetailExpired, Status, Limit, Recipients, NextCursor',
  errors: { ...CAMPAIGN_ERRORS, 3: unprocessable('Status is not a recipient status'), 4: LIMIT_ERROR, 5: INT_CURSOR_ERROR },
  summary: 'Recipients, cursor-paged.',
  notes: SMS_NOTES,
});
