import { Controller } from '@nestjs/common';

import { SearchFiltersGet, type SearchFiltersGetReply, type SearchFiltersGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SearchFiltersGetService } from './search-filters-get.service';

@Controller()
export class SearchFiltersGetHandler {
  constructor(private readonly service: SearchFiltersGetService) {}

  @Handles(SearchFiltersGet)
  handle(input: SearchFiltersGetRequest, caller: Caller): Promise<SearchFiltersGetReply> {
    return this.service.run(caller.userId, input);
  }
}
