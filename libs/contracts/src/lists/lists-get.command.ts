import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class ListsGetRequest {
  @Param('Page size')
  recordsperrequest?: string | number;

  @Param('Offset')
  recordsfrom?: string | number;

  @Param('Default ListID')
  orderfield?: string;

  @Param("'ASC' (default) or 'DESC'")
  ordertype?: string;

  @Param("Archived lists too: 'true' or 'all' lists every list, 'archived' only the archived ones (default: active lists only)")
  archived?: string;
}

export interface ListsGetReply {
  TotalListCount: number;
  Lists: Record<string, unknown>[];
}

export const ListsGet = defineCommand({
  name: 'Lists.Get',
  service: 'lists',
  auth: 'user',
  request: ListsGetRequest,
  returns: reply<ListsGetReply>(),
  reply: 'TotalListCount, Lists',
  errorStyle: 'scalar',
  errors: { 101: 'invalid session or key' },
  summary: "Browse the caller's lists.",
});
