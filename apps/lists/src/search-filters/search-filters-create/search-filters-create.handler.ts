import { Controller } from '@nestjs/common';

import { SearchFiltersCreate, type SearchFiltersCreateReply, type SearchFiltersCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SearchFiltersCreateService } from './search-filters-create.service';

@Controller()
export class SearchFiltersCreateHandler {
  constructor(private readonly service: SearchFiltersCreateService) {}

  @Handles(SearchFiltersCreate)
  handle(input: SearchFiltersCreateRequest, caller: Caller): Promise<SearchFiltersCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
