import { Injectable } from '@nestjs/common';

import { CommandError, type SearchFiltersUpdateReply, type SearchFiltersUpdateRequest } from '@mail/contracts';
import { isGiven, paramId, paramText } from '@mail/values';

import { readOptions, readQuery, readScope } from '../search-filter.input';
import { type SearchFilterChange, SearchFiltersRepository } from '../search-filters.repository';

/**
 * search.filters.update: 1 FilterID, 3 nothing to change, 4 Query, 5 Options, 6 Scope, 2 not the caller's preset
 * (checked last: the write itself is scoped by the owner). A blank Name is "not sent".
 */
@Injectable()
export class SearchFiltersUpdateService {
  constructor(private readonly filters: SearchFiltersRepository) {}

  async run(userId: number, p: SearchFiltersUpdateRequest): Promise<SearchFiltersUpdateReply> {
    const filterId = paramId(p.filterid);
    if (!filterId) throw new CommandError(1, 'FilterID is missing or not valid');
    const change: SearchFilterChange = {};
    if (paramText(p.name)) change.name = paramText(p.name);
    if (isGiven(p.query) && paramText(p.query) !== '') {
      const query = readQuery(p.query);
      if (query === undefined) throw new CommandError(4, 'Query is not valid JSON');
      change.query = query;
    }
    if (isGiven(p.options)) {
      const options = readOptions(p.options);
      if (options === 'invalid') throw new CommandError(5, 'Options must be a JSON object');
      change.options = options;
    }
    if (paramText(p.scope)) {
      const scope = readScope(p.scope);
      if (!scope) throw new CommandError(6, 'Scope is not supported');
      change.scope = scope;
    }
    if (!Object.keys(change).length) throw new CommandError(3, 'No field to change was sent');
    if (!(await this.filters.update(userId, filterId, change))) throw new CommandError(2, 'No such search filter');
    return {};
  }
}
