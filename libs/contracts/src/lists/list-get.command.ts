import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class ListGetRequest {
  @IsPositiveId(code(1, "The 'ListID' parameter is missing or invalid."))
  @Param('The list (positive integer id)', true)
  listid?: string | number;
}

export interface ListGetReply {
  List: Record<string, unknown>;
}

export const ListGet = defineCommand({
  name: 'List.Get',
  service: 'lists',
  auth: 'user',
  request: ListGetRequest,
  returns: reply<ListGetReply>(),
  reply: 'List',
  errorStyle: 'keyed',
  errors: { 1: 'ListID missing, invalid or not owned (keyed `listid`)' },
  summary: 'One list with its settings.',
});
