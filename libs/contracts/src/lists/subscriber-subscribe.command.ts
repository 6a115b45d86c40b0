import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { SubscriberFields } from './subscriber-fields';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberSubscribeRequest extends SubscriberFields {
  @IsPresent(code(1, 'Missing ListID'))
  @Param('The list (or comma-separated lists of one owner)', true)
  listid?: string;

  @IsPresent(code(2, 'Missing EmailAddress'))
  @Param('The address', true)
  emailaddress?: string;

  @IsPresent(code(3, 'Missing IPAddress'))
  @Param('IP address of the subscriber', true)
  ipaddress?: string;

  @Param("'Manual' (default), 'API', 'Webhook', ...")
  source?: string;

  @Param('Reference of the source (64 characters)')
  sourceref?: string;
}

export interface SubscriberSubscribeReply {
  SubscriberID: number;
  RedirectURL: string;
  Subscriber: { SubscriberID: number; EmailAddress: string; SubscriptionStatus: string };
}

export const SubscriberSubscribe = defineCommand({
  name: 'Subscriber.Subscribe',
  service: 'lists',
  auth: 'none',
  request: SubscriberSubscribeRequest,
  returns: reply<SubscriberSubscribeReply>(),
  reply: 'SubscriberID, RedirectURL',
  errorStyle: 'scalar',
  errors: {
    1: 'missing ListID',
    2: 'missing EmailAddress',
    3: 'missing IPAddress',
    4: 'invalid ListID',
    5: 'invalid EmailAddress',
    6: 'required custom field missing (with ErrorCustomFieldID)',
    7: 'unique custom field value already taken (with ErrorCustomFieldID)',
    8: 'invalid or unknown custom field value (with ErrorCustomFieldID)',
    9: 'duplicate EmailAddress',
    10: 'subscriber limit reached',
  },
  summary: 'Public subscription (double opt-in aware).',
  notes: 'reference notes 1.2',
});
