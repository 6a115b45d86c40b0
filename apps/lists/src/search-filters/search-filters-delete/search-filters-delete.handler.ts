import { Controller } from '@nestjs/common';

import { SearchFiltersDelete, type SearchFiltersDeleteReply, type SearchFiltersDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SearchFiltersDeleteService } from './search-filters-delete.service';

@Controller()
export class SearchFiltersDeleteHandler {
  constructor(private readonly service: SearchFiltersDeleteService) {}

  @Handles(SearchFiltersDelete)
  handle(input: SearchFiltersDeleteRequest, caller: Caller): Promise<SearchFiltersDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
