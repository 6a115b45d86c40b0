import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberGetActivityRequest {
  @Param('The subscriber', true)
  subscriberid?: string | number;

  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param('JSON array of activity type names', true)
  filterjson?: string;

  @Param("Only 'OR'", true)
  operator?: string;

  @Param('Page size (1 to 1000, default 25)', true)
  recordsperrequest?: string | number;

  @Param('Offset', true)
  recordsfrom?: string | number;
}

export interface SubscriberGetActivityReply {
  SubscriberActivity: Record<string, unknown>[];
  TotalSubscriberActivity: number;
}

export const SubscriberGetActivity = defineCommand({
  name: 'Subscriber.Get.Activity',
  service: 'lists',
  auth: 'user-or-subscriber', // a subscriber session (subscriber.login) for its own subscriber only
  permission: 'Subscribers.Get',
  request: SubscriberGetActivityRequest,
  returns: reply<SubscriberGetActivityReply>(),
  reply: 'SubscriberActivity, TotalSubscriberActivity',
  errorStyle: 'array',
  errors: {
    1: 'missing list id',
    2: 'missing subscriber id',
    3: 'invalid or missing FilterJson',
    4: 'invalid criteria',
    5: 'invalid operator',
    6: 'invalid list',
    7: 'invalid subscriber',
  },
  summary: "A subscriber's activity, filtered and paged.",
});
