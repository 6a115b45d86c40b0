import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { ListGet, type ListGetReply, type ListGetRequest } from '@mail/contracts';

import { ListGetService } from './list-get.service';

@Controller()
export class ListGetHandler {
  constructor(private readonly service: ListGetService) {}

  @Handles(ListGet)
  handle(input: ListGetRequest, caller: Caller): Promise<ListGetReply> {
    return this.service.run(input, caller);
  }
}
