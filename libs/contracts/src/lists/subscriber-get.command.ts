import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberGetRequest {
  @Param('The address (or `SubscriberID`)', true)
  emailaddress?: string;

  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;

  @Param('Look the subscriber up by id instead of address')
  subscriberid?: string | number;
  includetags?: string | boolean;
  includesegments?: string | boolean;
  includejourneys?: string | boolean;
  includeactivity?: string | boolean;
  includeevents?: string | boolean;
  includerevenue?: string | boolean;
}

export interface SubscriberGetReply {
  SubscriberInformation: Record<string, unknown>;
  /** each block below is left out when its Include* switch is false */
  SubscriberTags?: unknown[];
  SubscriberSegments?: unknown[];
  SubscriberJourneys?: unknown[];
  SubscriberActivity?: unknown[];
  SubscriberWebsiteEvents?: unknown[];
  TotalRevenue?: unknown;
  [block: string]: unknown;
}

export const SubscriberGet = defineCommand({
  name: 'Subscriber.Get',
  service: 'lists',
  auth: 'user-or-subscriber', // a subscriber session (subscriber.login) for its own subscriber only
  permission: 'Subscribers.Get',
  request: SubscriberGetRequest,
  returns: reply<SubscriberGetReply>(),
  reply: 'SubscriberInformation, SubscriberTags, SubscriberSegments, SubscriberJourneys, SubscriberActivity, SubscriberWebsiteEvents',
  errorStyle: 'array',
  errors: { 1: 'email required', 2: 'list id required', 3: 'subscriber not found', 4: 'list not found' },
  summary: 'A subscriber with tags, segments, journeys, activity and website events.',
});
