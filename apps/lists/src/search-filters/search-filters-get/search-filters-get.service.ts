import { Injectable } from '@nestjs/common';

import { CommandError, type SearchFiltersGetReply, type SearchFiltersGetRequest } from '@mail/contracts';

import { readScope } from '../search-filter.input';
import { SearchFiltersRepository } from '../search-filters.repository';

/** search.filters.get: the caller's presets of one scope, oldest first. 1 scope missing or not supported. */
@Injectable()
export class SearchFiltersGetService {
  constructor(private readonly filters: SearchFiltersRepository) {}

  async run(userId: number, p: SearchFiltersGetRequest): Promise<SearchFiltersGetReply> {
    const scope = readScope(p.scope);
    if (!scope) throw new CommandError(1, 'Scope is missing or not supported');
    const rows = await this.filters.list(userId, scope);
    return {
      TotalFilters: rows.length,
      Filters: rows.map((r) => ({ FilterID: Number(r.id), Scope: r.scope, Name: r.name, Query: r.query, Options: r.options ?? null })),
    };
  }
}
