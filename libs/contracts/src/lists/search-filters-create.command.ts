import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';

export class SearchFiltersCreateRequest {
  @Param('`CampaignSearch` (the only accepted value)', true)
  scope?: string;

  @MaxText(TextBounds.name, 5, 'Name')
  @Param('Display name', true)
  name?: string;

  @MaxText(TextBounds.text, 5, 'Query')
  @Param('The filter as a JSON-encoded string (a JSON body may send the object itself)', true)
  query?: unknown;

  @Param('JSON object of display settings, e.g. {"Icon":"star"}')
  options?: unknown;
}

export interface SearchFiltersCreateReply {
  FilterID: number;
}

export const SearchFiltersCreate = defineCommand({
  name: 'search.filters.create',
  service: 'lists',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: SearchFiltersCreateRequest,
  returns: reply<SearchFiltersCreateReply>(),
  reply: 'FilterID',
  errorStyle: 'array',
  errors: {
    1: 'Scope missing or not supported',
    2: 'Name missing',
    3: 'Query missing or not valid JSON',
    4: 'Options not a JSON object',
    5: `Name over ${TextBounds.name} or Query over ${TextBounds.text} characters (extension)`,
  },
  summary: 'Save a named search preset for the caller.',
});
