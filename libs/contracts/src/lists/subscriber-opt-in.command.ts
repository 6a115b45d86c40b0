import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberOptInRequest {
  @IsPresent(code(1, 'Missing ListID'))
  @Param('The list', true)
  listid?: string | number;

  @IsPresent(code(2, 'Missing SubscriberID'))
  @Param('The subscriber', true)
  subscriberid?: string | number;

  @IsPresent(code(3, 'Missing ConfirmationCode'))
  @Param('Code from the confirmation email', true)
  confirmationcode?: string;

  @Param("'Confirm' (default) or 'Reject'")
  mode?: string;
}

export interface SubscriberOptInReply {
  RedirectURL: string;
  ProcessedMode: 'Confirm' | 'Reject';
}

export const SubscriberOptIn = defineCommand({
  name: 'Subscriber.OptIn',
  service: 'lists',
  auth: 'none',
  request: SubscriberOptInRequest,
  returns: reply<SubscriberOptInReply>(),
  errorStyle: 'scalar',
  errors: {
    1: 'missing ListID',
    2: 'missing SubscriberID',
    3: 'missing ConfirmationCode',
    4: 'invalid confirmation code',
    5: 'subscriber not found',
    6: 'invalid Mode',
    8: 'already opt-in confirmed',
  },
  summary: 'Confirm or reject a pending opt-in with its confirmation code.',
  notes: 'reference notes 1.2',
});
