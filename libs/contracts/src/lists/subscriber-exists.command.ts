import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class SubscriberExistsRequest {
  @IsPresent(code(1, 'ListID is missing'))
  @Param('The list to look in', true)
  listid?: string | number;

  @IsPresent(code(2, 'EmailAddress is missing'))
  @Param('The address to look for (case-insensitive)', true)
  emailaddress?: string;
}

export interface SubscriberExistsReply {
  Success: true;
  ErrorCode: 0;
  Exists: boolean;
  SubscriberID: number;
}

export const SubscriberExists = defineCommand({
  name: 'subscriber.exists',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Get',
  request: SubscriberExistsRequest,
  returns: reply<SubscriberExistsReply>(),
  reply: 'Success, ErrorCode 0, Exists, SubscriberID (0 when the address is not on the list)',
  errorStyle: 'scalar',
  errors: {
    1: 'ListID is missing',
    2: 'EmailAddress is missing',
    3: "the list id is not valid: not a positive integer, no such list, or another user's list",
  },
  summary: 'Whether an email address is on one of the caller’s lists and, if so, its subscriber id.',
});
