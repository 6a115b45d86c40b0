import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { TagLabelAllowed, TagLabelNotBlank, TagLabelSent } from './requests/campaign-tag-label';
import { InOrder } from './requests/param-rules';
import { TAG_NAME_MAX } from './requests/tag-names';

export class TagUpdateRequest {
  @IsPositiveId(code(1, 'Missing required parameter (TagID)'))
  @Param('Id of the tag to rename', true)
  tagid?: string | number;

  @InOrder(
    TagLabelSent(code(2, 'Missing required parameter (Tag)')),
    TagLabelAllowed(code(3, 'Invalid tag format (only letters, numbers, spaces, hyphens, underscores and % allowed)')),
    TagLabelNotBlank(code(4, 'Tag cannot be empty after trimming whitespace')),
  )
  @Param(`New label: the same rules as tag.create (at most ${TAG_NAME_MAX} characters, trimmed)`, true)
  tag?: string;
}

export type TagUpdateReply = Record<string, never>;

export const TagUpdate = defineCommand({
  name: 'tag.update',
  service: 'campaigns',
  auth: 'user',
  request: TagUpdateRequest,
  returns: reply<TagUpdateReply>(),
  errorStyle: 'array',
  errors: {
    1: 'TagID missing or not an id',
    2: 'Tag missing',
    3: `the new label has a character outside letters, digits, spaces, -, _ and %, or more than ${TAG_NAME_MAX} characters`,
    4: 'nothing is left of the new label after trimming',
    5: { meaning: 'extension: no tag of the caller has this id (another user’s tag answers the same)', httpStatus: 404 },
    6: { meaning: 'extension: another tag of the caller already has this label', httpStatus: 409 },
  },
  summary: 'Rename a campaign tag (the campaigns carrying it keep it).',
});
