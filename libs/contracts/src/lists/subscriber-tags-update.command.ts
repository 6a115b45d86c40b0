import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
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

  @MaxText(TextBounds.name, 6, 'Tag')
  @Param(`New name (also \`TagName\`), at most ${TextBounds.name} characters`, true)
  tag?: string;
  @MaxText(TextBounds.name, 6, 'TagName')
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
  errors: {
    1: 'missing tag id',
    2: 'missing list id',
    3: 'missing tag name',
    4: 'invalid tag id or list id',
    5: 'another tag has the same name',
    6: `the tag name is over ${TextBounds.name} characters (extension)`,
  },
  summary: 'Rename a tag.',
});
