import { Param } from '../request-params';
import { SubscriberFields } from './subscriber-fields';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberCreateRequest extends SubscriberFields {
  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;
  source?: string;
  sourceref?: string;
  unsubscriptiondate?: string;
  unsubscriptionip?: string;

  @Param('The address', true)
  emailaddress?: string;

  @Param('boolean: update an existing subscriber instead of failing with 20')
  updateifduplicate?: string | boolean;

  @Param('boolean: update an unsubscribed subscriber')
  updateifunsubscribed?: string | boolean;

  @Param('boolean: update an existing subscriber')
  updateifexists?: string | boolean;

  @Param('boolean: send the double opt-in email (default true)')
  sendconfirmationemail?: string | boolean;

  @Param("boolean: apply the list's subscribe behaviors")
  applybehaviors?: string | boolean;
}

export interface SubscriberCreateReply {
  SubscriberID: number;
  /** the subscriber as created (or updated), one `CustomField<id>` per field of the list */
  SubscriberInformation: Record<string, unknown>;
  Suppressed: boolean;
  SubscriberTags: never[];
  SubscriberSegments: never[];
  SubscriberJourneys: never[];
  SubscriberWebsiteEvents: never[];
}

export const SubscriberCreate = defineCommand({
  name: 'Subscriber.Create',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Import',
  v1: { methods: ['POST'], path: 'subscriber.create' },
  request: SubscriberCreateRequest,
  returns: reply<SubscriberCreateReply>(),
  reply: 'SubscriberID',
  errorStyle: 'scalar',
  errors: {
    1: 'missing ListID',
    2: 'missing EmailAddress',
    3: 'invalid email format',
    4: 'invalid ListID',
    17: 'invalid custom field value (with ErrorCustomFieldID)',
    18: 'subscriber limit exceeded',
    20: 'duplicate email address',
    21: 'email address previously unsubscribed',
    26: 'required custom field missing (with ErrorCustomFieldID)',
    27: 'unique custom field value already taken (with ErrorCustomFieldID)',
    28: 'invalid custom field value (with ErrorCustomFieldID)',
  },
  summary: 'Add a subscriber to a list.',
});
