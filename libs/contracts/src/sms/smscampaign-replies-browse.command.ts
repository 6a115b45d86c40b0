import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, INT_CURSOR_ERROR, LIMIT_ERROR, SMS_NOTES, SmsCampaignIdRequest } from './sms-command-parts';

export class SmsRepliesBrowseRequest extends SmsCampaignIdRequest {
  @Param('boolean: only the replies that opted out')
  optoutsonly?: string | number | boolean;

  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('The previous page’s NextCursor (integer)')
  cursor?: string | number;
}

export interface SmsRepliesBrowseReply {
  OptOutsOnly: boolean;
  Limit: number;
  Replies: {
    InboundID: number;
    FromNumber: string;
    MessageText: string;
    ReceivedAt: string;
    IsOptOut: 0 | 1;
    OptOutScope: string | null;
    UnsubscribeStatus: string | null;
  }[];
  NextCursor: number | null;
}

export const SmsCampaignReplies = defineCommand({
  name: 'smscampaign.replies.browse',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.replies' },
  request: SmsRepliesBrowseRequest,
  returns: reply<SmsRepliesBrowseReply>(),
  reply: 'OptOutsOnly, Limit, Replies, NextCursor (null at the end)',
  errors: { ...CAMPAIGN_ERRORS, 3: LIMIT_ERROR, 4: INT_CURSOR_ERROR },
  summary: 'Inbound replies, cursor-paged.',
  notes: SMS_NOTES,
});
