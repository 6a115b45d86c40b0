import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberTagsGetRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Order field')
  orderfield?: string;

  @Param("'ASC' or 'DESC'")
  ordertype?: string;

  @Param('boolean: 1 disables subscriber counts')
  disablesubscribercount?: string | boolean;
}

export interface SubscriberTagsGetReply {
  TagCount: number;
  Tags: Record<string, unknown>[];
}

export const SubscriberTagsGet = defineCommand({
  name: 'Subscriber.Tags.Get',
  service: 'lists',
  auth: 'user',
  request: SubscriberTagsGetRequest,
  returns: reply<SubscriberTagsGetReply>(),
  reply: 'TagCount, Tags',
  errorStyle: 'array',
  errors: { 1: 'missing list id', 4: 'list not found or not owned' },
  summary: "A list's tags with subscriber counts.",
});
