import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class SubscriberGetlistsRequest {
  @Param('The subscriber session subscriber.login answered', true)
  sessionid?: string;
}

export interface SubscriberGetlistsReply {
  Success: true;
  ErrorCode: 0;
  Lists: { ListID: number; ListName: string; SubscriptionStatus: string }[];
}

export const SubscriberGetlists = defineCommand({
  name: 'subscriber.getlists',
  service: 'lists',
  auth: 'none',
  request: SubscriberGetlistsRequest,
  returns: reply<SubscriberGetlistsReply>(),
  reply: 'Success, ErrorCode 0, Lists (ListID, ListName, SubscriptionStatus): the lists of the same account the session’s address is on',
  errorStyle: 'scalar',
  errors: { 1: 'not authenticated: no SessionID, not a subscriber session (a user’s session or API key is not one), expired, or its subscriber is gone' },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'For a subscriber logged in through subscriber.login, the lists of that account their address is on and their status on each.',
});
