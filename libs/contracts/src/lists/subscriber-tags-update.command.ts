import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberTagsUpdateRequest {
  @IsPresent(code(1, 'Missing tag id'))
  @Param('The tag', true)
  tagid?: string | number;

  @IsPresent(code(2, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('New name (also `TagName`)', true)
  tag?: string;
  tagname?: string;
}

export type SubscriberTagsUpdateReply = Record<string, never>;

export const SubscriberTagsUpdate = defineCommand({
  name: 'Subscriber.Tags.Update',
  service: 'lists',
  auth: 'user',
  request: SubscriberTagsUpdateRequest,
  returns: reply<SubscriberTagsUpdateReply>(),
  errorStyle: 'array',
  errors: { 1: 'missing tag id', 2: 'missing list id', 3: 'missing tag name', 4: 'invalid tag id or list id', 5: 'another tag has the same name' },
  summary: 'Rename a tag.',
});
