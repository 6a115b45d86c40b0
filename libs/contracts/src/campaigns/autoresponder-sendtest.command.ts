import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { OptionalId } from './requests/param-rules';

export class AutoresponderSendtestRequest {
  @IsPositiveId(code(1, 'Missing AutoResponderID'))
  @Param('Autoresponder to test', true)
  autoresponderid?: string | number;

  @IsPresent(code(2, 'Missing Recipients'))
  @Param('Comma-separated addresses, at most 5', true)
  recipients?: string;

  @OptionalId(code(7, 'Subscriber not found on the list'))
  @Param('Subscriber to personalise for; otherwise one of the list, or made-up values when it has none')
  subscriberid?: string | number;
}

export interface AutoresponderSendtestReply {
  RecipientsAttempted: number;
  RecipientsAccepted: number;
  RecipientFailures: { Recipient: string; Error: string }[];
}

export const AutoresponderSendtest = defineCommand({
  name: 'autoresponder.sendtest',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderSendtestRequest,
  returns: reply<AutoresponderSendtestReply>(),
  reply: 'RecipientsAttempted, RecipientsAccepted, RecipientFailures',
  errorStyle: 'array',
  errors: {
    1: 'AutoResponderID is missing',
    2: 'Recipients is missing',
    3: 'the autoresponder does not exist or is not the caller’s',
    4: 'the autoresponder has no email attached',
    5: 'its email cannot be found',
    6: 'its list cannot be found',
    7: 'the subscriber is not on the autoresponder’s list',
    8: 'a recipient address is not valid',
    9: 'the recipient list is empty',
    10: 'more than 5 recipients',
    11: 'every recipient failed (the body still carries RecipientsAttempted, RecipientsAccepted and RecipientFailures)',
    99: 'not available in demo mode',
  },
  rateLimit: { requests: 10, windowSeconds: 300 },
  summary: 'Send real test copies of an autoresponder’s email, rendered as its deliveries are, to up to five addresses.',
});
