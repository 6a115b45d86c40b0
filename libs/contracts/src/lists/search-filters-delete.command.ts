import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

export class SearchFiltersDeleteRequest {
  @Param("Preset to delete; must be the caller's", true)
  filterid?: string | number;
}

export type SearchFiltersDeleteReply = Record<string, never>;

export const SearchFiltersDelete = defineCommand({
  name: 'search.filters.delete',
  service: 'lists',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: SearchFiltersDeleteRequest,
  returns: reply<SearchFiltersDeleteReply>(),
  reply: 'nothing beyond the envelope',
  errorStyle: 'array',
  errors: { 1: 'FilterID missing or not valid', 2: "no such preset of the caller (another user's answers the same)" },
  summary: "Delete one of the caller's saved search presets.",
});
