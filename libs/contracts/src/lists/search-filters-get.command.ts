import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/** the scopes a saved search preset may belong to (SubscriberSearch and JourneySearch are reserved by the vendor) */
export const SEARCH_FILTER_SCOPES = ['CampaignSearch'] as const;

export class SearchFiltersGetRequest {
  @Param('Which search the presets belong to: `CampaignSearch`', true)
  scope?: string;
}

export interface SearchFilterView {
  FilterID: number;
  Scope: string;
  Name: string;
  Query: string;
  Options: Record<string, unknown> | null;
}

export interface SearchFiltersGetReply {
  TotalFilters: number;
  Filters: SearchFilterView[];
}

export const SearchFiltersGet = defineCommand({
  name: 'search.filters.get',
  service: 'lists',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: SearchFiltersGetRequest,
  returns: reply<SearchFiltersGetReply>(),
  reply: 'TotalFilters, Filters (FilterID, Scope, Name, Query as the saved JSON text, Options object or null), oldest first',
  errorStyle: 'array',
  errors: { 1: 'Scope missing or not supported (only CampaignSearch)' },
  summary: "List the caller's saved search presets of one scope.",
});
