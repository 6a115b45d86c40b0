import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class SubscribersDeleteAllRequest {
  @IsPresent(code(1, 'ListID is missing'))
  @Param('The list to empty', true)
  listid?: string | number;

  @Param('boolean: also delete the list’s tags themselves (default false; the subscribers’ tag links always go)')
  deletelisttags?: unknown;
}

export interface SubscribersDeleteAllReply {
  Success: true;
}

export const SubscribersDeleteAll = defineCommand({
  name: 'subscribers.delete.all',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Delete',
  request: SubscribersDeleteAllRequest,
  returns: reply<SubscribersDeleteAllReply>(),
  reply: 'Success only',
  errorStyle: 'scalar',
  errors: {
    1: 'ListID is missing',
    3: 'ListID is not a positive integer',
    4: "the list does not exist or is not the caller's",
    5: 'deleting the subscribers failed (the batches deleted before the failure stay deleted)',
    6: 'deleting the tag links failed (never answered: the links go with their subscribers, in the same statement)',
    7: 'deleting the tags failed',
    8: 'another error during deletion (never answered)',
  },
  rateLimit: { requests: 10, windowSeconds: 60 },
  summary: 'Delete every subscriber of one of the caller’s lists, with their field values, tag links and activity; with DeleteListTags the list’s tags too.',
  notes:
    'Subscribers are deleted in batches of 5,000 (each its own transaction, each subscriber announced as SubscriberDeleted), so a large list is never held in memory or locked in one statement.',
});
