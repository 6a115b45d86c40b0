import { Injectable } from '@nestjs/common';

import { CommandError, type SearchFiltersDeleteReply, type SearchFiltersDeleteRequest } from '@mail/contracts';
import { paramId } from '@mail/values';

import { SearchFiltersRepository } from '../search-filters.repository';

/** search.filters.delete: 1 FilterID missing or not valid, 2 not the caller's preset. */
@Injectable()
export class SearchFiltersDeleteService {
  constructor(private readonly filters: SearchFiltersRepository) {}

  async run(userId: number, p: SearchFiltersDeleteRequest): Promise<SearchFiltersDeleteReply> {
    const filterId = paramId(p.filterid);
    if (!filterId) throw new CommandError(1, 'FilterID is missing or not valid');
    if (!(await this.filters.delete(userId, filterId))) throw new CommandError(2, 'No such search filter');
    return {};
  }
}
