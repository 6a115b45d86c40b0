import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersDeleteRequest {
  @IsPresent(code(2, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Comma-separated subscriber ids of the list (others are ignored); needed unless RulesJSON is sent')
  subscribers?: string;

  @Param('Rules (the segment rule format, a JSON text with at least one rule) selecting the subscribers to delete; used when Subscribers is not sent')
  rulesjson?: unknown;

  @Param('and | or: how the rules of a flat RulesJSON list combine (default and)')
  rulesoperator?: string;
}

export interface SubscribersDeleteReply {
  TotalDeleted: number;
}

export const SubscribersDelete = defineCommand({
  name: 'Subscribers.Delete',
  service: 'lists',
  auth: 'user',
  request: SubscribersDeleteRequest,
  returns: reply<SubscribersDeleteReply>(),
  reply: 'TotalDeleted',
  errorStyle: 'array',
  errors: {
    2: 'missing SubscriberListID',
    3: 'neither Subscribers nor RulesJSON sent (or Subscribers names no id)',
    5: "invalid list id: not a positive integer, no such list, or another user's list",
    7: 'RulesJSON is not well-formed JSON or holds no rule',
    8: 'Subscribers contains a value that is not a positive integer id',
  },
  summary: "Delete subscribers of a list by id or by rules, with their field values, tags and activity (v5.9.4's subscribers.delete).",
});
