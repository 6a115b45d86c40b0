import { HasPositiveIds, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class ListsDeleteRequest {
  @HasPositiveIds(code(1, 'Subscriber list ids are missing'))
  @Param('Comma-separated list ids', true)
  lists?: string;
}

export type ListsDeleteReply = Record<string, never>;

export const ListsDelete = defineCommand({
  name: 'Lists.Delete',
  service: 'lists',
  auth: 'user',
  request: ListsDeleteRequest,
  returns: reply<ListsDeleteReply>(),
  errorStyle: 'keyed',
  errors: { 1: 'list ids missing (keyed `lists`)' },
  summary: 'Delete lists with everything in them.',
});
