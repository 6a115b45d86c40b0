import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberTagsCreateRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @MaxText(TextBounds.name, 3, 'Tag')
  @Param(`Tag name (also \`TagName\`), at most ${TextBounds.name} characters`, true)
  tag?: string;
  @MaxText(TextBounds.name, 3, 'TagName')
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
  errors: {
    1: 'missing list id',
    2: 'missing tag name',
    3: `invalid tag name: over ${TextBounds.name} characters`,
    4: 'list does not exist or not owned',
    5: 'another tag has the same name',
  },
  summary: 'Create a tag on a list.',
});
