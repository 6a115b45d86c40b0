import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { TagLabelAllowed, TagLabelNotBlank, TagLabelSent } from './requests/campaign-tag-label';
import { InOrder } from './requests/param-rules';
import { TAG_NAME_MAX } from './requests/tag-names';

export class TagCreateRequest {
  @InOrder(
    TagLabelSent(code(1, 'Missing required parameter (Tag)')),
    TagLabelAllowed(code(3, 'Invalid tag format (only letters, numbers, spaces, hyphens, underscores and % allowed)')),
    TagLabelNotBlank(code(4, 'Tag cannot be empty after trimming whitespace')),
  )
  @Param(`Tag label: letters, digits, spaces, -, _ and %, at most ${TAG_NAME_MAX} characters; surrounding blanks are trimmed`, true)
  tag?: string;
}

export interface TagCreateReply {
  TagID: number;
}

export const TagCreate = defineCommand({
  name: 'tag.create',
  service: 'campaigns',
  auth: 'user',
  request: TagCreateRequest,
  returns: reply<TagCreateReply>(),
  reply: 'TagID',
  errorStyle: 'scalar',
  errors: {
    1: 'Tag missing',
    2: { meaning: 'the caller already has a tag with this label (case-insensitively)', httpStatus: 409 },
    3: `the label has a character outside letters, digits, spaces, -, _ and %, or more than ${TAG_NAME_MAX} characters`,
    4: 'nothing is left of the label after trimming',
  },
  summary: 'Create a campaign tag and answer its id.',
});
