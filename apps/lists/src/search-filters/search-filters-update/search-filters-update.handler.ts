import { Controller } from '@nestjs/common';

import { SearchFiltersUpdate, type SearchFiltersUpdateReply, type SearchFiltersUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SearchFiltersUpdateService } from './search-filters-update.service';

@Controller()
export class SearchFiltersUpdateHandler {
  constructor(private readonly service: SearchFiltersUpdateService) {}

  @Handles(SearchFiltersUpdate)
  handle(input: SearchFiltersUpdateRequest, caller: Caller): Promise<SearchFiltersUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
