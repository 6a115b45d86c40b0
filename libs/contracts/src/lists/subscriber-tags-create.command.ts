import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberTagsCreateRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Tag name (also `TagName`)', true)
  tag?: string;
  tagname?: string;
}

export interface SubscriberTagsCreateReply {
  TagID: number;
}

export const SubscriberTagsCreate = defineCommand({
  name: 'Subscriber.Tags.Create',
  service: 'lists',
  auth: 'user',
  request: SubscriberTagsCreateRequest,
  returns: reply<SubscriberTagsCreateReply>(),
  reply: 'TagID',
  errorStyle: 'array',
  errors: { 1: 'missing list id', 2: 'missing tag name', 4: 'list does not exist or not owned', 5: 'another tag has the same name' },
  summary: 'Create a tag on a list.',
});
