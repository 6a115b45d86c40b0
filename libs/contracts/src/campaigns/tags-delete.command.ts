import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { HasPositiveIds, Param } from '../request-params';
import { code } from '../validation';

export class TagsDeleteRequest {
  @HasPositiveIds(code(1, 'Missing required parameter (Tags)'))
  @Param('Comma-separated ids of the tags to delete (ids that are not the caller’s tags are ignored)', true)
  tags?: string;
}

export type TagsDeleteReply = Record<string, never>;

export const TagsDelete = defineCommand({
  name: 'tags.delete',
  service: 'campaigns',
  auth: 'user',
  request: TagsDeleteRequest,
  returns: reply<TagsDeleteReply>(),
  errorStyle: 'array',
  errors: { 1: 'Tags missing, or no id in it' },
  summary: 'Delete campaign tags; the campaigns that carried them lose them.',
});
