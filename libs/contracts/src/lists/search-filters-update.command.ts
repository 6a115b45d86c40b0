import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';

export class SearchFiltersUpdateRequest {
  @Param("Preset to change; must be the caller's", true)
  filterid?: string | number;

  @MaxText(TextBounds.name, 7, 'Name')
  @Param('New name')
  name?: string;

  @MaxText(TextBounds.text, 7, 'Query')
  @Param('New JSON-encoded filter')
  query?: unknown;

  @Param('New options object')
  options?: unknown;

  @Param('New scope (`CampaignSearch`)')
  scope?: string;
}

export type SearchFiltersUpdateReply = Record<string, never>;

export const SearchFiltersUpdate = defineCommand({
  name: 'search.filters.update',
  service: 'lists',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: SearchFiltersUpdateRequest,
  returns: reply<SearchFiltersUpdateReply>(),
  reply: 'nothing beyond the envelope',
  errorStyle: 'array',
  errors: {
    1: 'FilterID missing or not valid',
    2: "no such preset of the caller (another user's answers the same)",
    3: 'no field to change was sent (Name, Query, Options, Scope)',
    4: 'Query not valid JSON',
    5: 'Options not a JSON object',
    6: 'Scope not supported',
    7: `Name over ${TextBounds.name} or Query over ${TextBounds.text} characters (extension)`,
  },
  summary: "Change one of the caller's saved search presets.",
});
