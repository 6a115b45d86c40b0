import { Injectable } from '@nestjs/common';

import { CommandError, type SearchFiltersCreateReply, type SearchFiltersCreateRequest } from '@mail/contracts';
import { isGiven, paramText } from '@mail/values';

import { readOptions, readQuery, readScope } from '../search-filter.input';
import { SearchFiltersRepository } from '../search-filters.repository';

/** search.filters.create: 1 scope, 2 name, 3 query (missing or not JSON), 4 options not an object. */
@Injectable()
export class SearchFiltersCreateService {
  constructor(private readonly filters: SearchFiltersRepository) {}

  async run(userId: number, p: SearchFiltersCreateRequest): Promise<SearchFiltersCreateReply> {
    const scope = readScope(p.scope);
    if (!scope) throw new CommandError(1, 'Scope is missing or not supported');
    const name = paramText(p.name);
    if (!name) throw new CommandError(2, 'Name is missing');
    const query = readQuery(p.query);
    if (query === undefined) throw new CommandError(3, 'Query is missing or not valid JSON');
    const options = isGiven(p.options) ? readOptions(p.options) : null;
    if (options === 'invalid') throw new CommandError(4, 'Options must be a JSON object');
    return { FilterID: await this.filters.insert(userId, { scope, name, query, options }) };
  }
}
