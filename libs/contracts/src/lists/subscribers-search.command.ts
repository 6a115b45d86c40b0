import { Param } from '../request-params';
import { SubscriberQuery } from './subscriber-query';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersSearchRequest extends SubscriberQuery {
  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;

  @Param("'and' or 'or'", true)
  operator?: string;

  @Param('Rules (also `Rules`)')
  rulesjson?: string;
  rules?: string;

  @Param('boolean: only count')
  onlytotal?: string | boolean;
}

export interface SubscribersSearchReply {
  TotalSubscribers: number;
  Subscribers: Record<string, unknown>[];
}

export const SubscribersSearch = defineCommand({
  name: 'Subscribers.Search',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Get',
  request: SubscribersSearchRequest,
  returns: reply<SubscribersSearchReply>(),
  reply: 'Subscribers, TotalSubscribers',
  errorStyle: 'scalar',
  errors: {
    1: 'ListID missing',
    2: 'Operator missing or invalid',
    3: 'list not owned',
    4: 'segment engine failed to evaluate the rules',
    5: 'rules recurse',
    6: 'invalid RulesJSON (array)',
  },
  summary: 'Search subscribers with RulesJSON.',
  notes: 'reference notes 1.4',
});
