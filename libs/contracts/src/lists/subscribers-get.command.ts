import { Param } from '../request-params';
import { SubscriberQuery } from './subscriber-query';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersGetRequest extends SubscriberQuery {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param("'Active', 'Unsubscribed', 'Bounced', ... or a segment id", true)
  subscribersegment?: string;

  @Param('Keyword to search for')
  searchkeyword?: string;

  @Param('EmailAddress (default) or CustomField<id>')
  searchfield?: string;
}

export interface SubscribersGetReply {
  Subscribers: Record<string, unknown>[];
  TotalSubscribers: number;
}

export const SubscribersGet = defineCommand({
  name: 'Subscribers.Get',
  service: 'lists',
  auth: 'user',
  permission: 'Subscribers.Get',
  request: SubscribersGetRequest,
  returns: reply<SubscribersGetReply>(),
  reply: 'Subscribers, TotalSubscribers',
  errorStyle: 'scalar',
  errors: { 1: 'SubscriberListID missing', 2: 'SubscriberSegment missing or invalid', 3: 'list not owned', 4: 'invalid SearchField' },
  summary: "Browse a list's subscribers.",
  notes: 'reference notes 1.4',
});
