import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { SubscriberFields } from './subscriber-fields';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberUpdateRequest extends SubscriberFields {
  @IsPresent(code(1, 'Missing SubscriberID'))
  @Param('The subscriber', true)
  subscriberid?: string | number;

  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param('New address')
  emailaddress?: string;

  @Param('Status (also `Status`)')
  subscriptionstatus?: string;

  @Param('YYYY-MM-DD HH:MM:SS')
  unsubscriptiondate?: string;

  @Param('IP address')
  unsubscriptionip?: string;

  @Param('boolean: emit subscriber events (default true)')
  triggerevents?: string | boolean;
}

export type SubscriberUpdateReply = Record<string, never>;

export const SubscriberUpdate = defineCommand({
  name: 'Subscriber.Update',
  service: 'lists',
  auth: 'user-or-subscriber', // a subscriber session (subscriber.login) for its own subscriber only
  request: SubscriberUpdateRequest,
  returns: reply<SubscriberUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'missing SubscriberID',
    2: 'missing SubscriberListID',
    3: 'EmailAddress sent empty',
    4: 'invalid EmailAddress',
    5: 'invalid subscriber list',
    6: 'subscriber not found',
    7: 'duplicate EmailAddress',
    8: 'required custom field missing (with ErrorCustomFieldID)',
    9: 'unique custom field value already taken (with ErrorCustomFieldID)',
    10: 'invalid custom field value (with ErrorCustomFieldID)',
    11: 'invalid custom field ids',
    12: 'invalid SubscriptionStatus',
    13: 'invalid BounceType',
    14: 'invalid UnsubscriptionDate or UnsubscriptionIP',
  },
  summary: "Update a subscriber's address, status or fields.",
});
