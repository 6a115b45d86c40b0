import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberTagsDeleteRequest {
  @IsPresent(code(2, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Comma-separated tag ids')
  tagids?: string;
}

export type SubscriberTagsDeleteReply = Record<string, never>;

export const SubscriberTagsDelete = defineCommand({
  name: 'Subscriber.Tags.Delete',
  service: 'lists',
  auth: 'user',
  request: SubscriberTagsDeleteRequest,
  returns: reply<SubscriberTagsDeleteReply>(),
  errorStyle: 'array',
  errors: { 2: 'list id missing', 4: 'list does not exist or not owned' },
  summary: 'Delete tags.',
});
