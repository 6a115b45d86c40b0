import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class SubscriberLoginRequest {
  @IsPresent(code(1, 'ListID is missing'))
  @Param('The list the subscriber is on', true)
  listid?: string | number;

  @IsPresent(code(2, 'EmailAddress is missing'))
  @Param('The subscriber’s address', true)
  emailaddress?: string;
}

export interface SubscriberLoginReply {
  Success: true;
  ErrorCode: 0;
  SessionID: string;
  SubscriberInformation: { SubscriberID: number; EmailAddress: string; SubscriptionStatus: string };
}

export const SubscriberLogin = defineCommand({
  name: 'subscriber.login',
  service: 'lists',
  auth: 'none',
  request: SubscriberLoginRequest,
  returns: reply<SubscriberLoginReply>(),
  reply: 'Success, ErrorCode 0, SessionID (a subscriber session, valid 1 hour), SubscriberInformation (SubscriberID, EmailAddress, SubscriptionStatus)',
  errorStyle: 'scalar',
  errors: {
    1: 'ListID is missing',
    2: 'EmailAddress is missing',
    3: 'EmailAddress is not a valid address',
    4: 'no such subscriber on the list (also a list id that is not a list)',
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Open a subscriber session (no password) for an address on a list, for self-service pages such as a preference centre.',
  notes:
    'The SessionID is a signed token (the list, the subscriber and its expiry), checked by the commands that accept it (subscriber.getlists); it is not a user session and no user-scope command accepts it.',
});
