import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/** Lists.Overview: every list of the caller's in one answer, optionally with fields, segments and tags. */
export class ListsOverviewRequest {
  @Param('Add a CustomFields array to each list (default false)')
  includecustomfields?: string | boolean;

  @Param('Add a Segments array to each list (default false)')
  includesegments?: string | boolean;

  @Param('Add a SubscriberTags array to each list (default false)')
  includesubscribertags?: string | boolean;

  @Param("'active' (default), 'archived' or 'all'")
  archived?: string;

  @Param('Case-insensitive substring of list name or description')
  search?: string;

  @Param("'ListID', 'Name' (default) or 'CreatedOn'")
  orderfield?: string;

  @Param("'ASC' (default) or 'DESC'")
  ordertype?: string;
}

export interface ListsOverviewReply {
  TotalListCount: number;
  Lists: Record<string, unknown>[];
}

export const ListsOverview = defineCommand({
  name: 'Lists.Overview',
  service: 'lists',
  auth: 'user',
  aliases: ['lists.overview'],
  request: ListsOverviewRequest,
  returns: reply<ListsOverviewReply>(),
  reply: 'TotalListCount, Lists',
  errorStyle: 'scalar',
  errors: {},
  summary: "All of the caller's lists in one answer, for pickers.",
});
