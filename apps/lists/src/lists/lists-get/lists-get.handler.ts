import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { ListsGet, type ListsGetReply, type ListsGetRequest } from '@mail/contracts';

import { ListsGetService } from './lists-get.service';

@Controller()
export class ListsGetHandler {
  constructor(private readonly service: ListsGetService) {}

  @Handles(ListsGet)
  handle(input: ListsGetRequest, caller: Caller): Promise<ListsGetReply> {
    return this.service.run(input, caller);
  }
}
