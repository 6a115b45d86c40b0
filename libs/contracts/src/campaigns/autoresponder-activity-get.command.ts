import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';

export class AutoresponderActivityGetRequest {
  @IsPositiveId(code(1, 'Missing AutoResponderID'))
  @Param('Autoresponder whose log is read', true)
  autoresponderid?: string | number;

  @Param('Page size; default 50, at most 200')
  recordsperrequest?: string | number;

  @Param('Page offset; default 0')
  recordsfrom?: string | number;

  @Param('Only entries scheduled at or after this time (Y-m-d or Y-m-d H:i:s, UTC)')
  since?: string;

  @Param('Pending, Sending, Sent, Failed, Delivered or Bounced')
  status?: string;
}

export interface AutoresponderActivityEntry {
  LogID: number;
  SubscriberID: number;
  Email: string;
  Status: string;
  ScheduledAt: string;
  SentAt: string | null;
  FailureReason: string | null;
  Bounced: boolean;
  Opened: boolean;
  Clicked: boolean;
}

export interface AutoresponderActivityGetReply {
  TotalSendCount: number;
  Activity: AutoresponderActivityEntry[];
}

export const AutoresponderActivityGet = defineCommand({
  name: 'autoresponder.activity.get',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderActivityGetRequest,
  returns: reply<AutoresponderActivityGetReply>(),
  reply: 'TotalSendCount, Activity',
  errorStyle: 'array',
  errors: { 1: 'AutoResponderID is missing', 2: 'the autoresponder does not exist or is not the caller’s' },
  summary: 'Page through an autoresponder’s send log: recipient, status, times and open/click/bounce flags.',
});
