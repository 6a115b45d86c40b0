import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { ListUpdate, type ListUpdateReply, type ListUpdateRequest } from '@mail/contracts';

import { ListUpdateService } from './list-update.service';

@Controller()
export class ListUpdateHandler {
  constructor(private readonly service: ListUpdateService) {}

  @Handles(ListUpdate)
  handle(input: ListUpdateRequest, caller: Caller): Promise<ListUpdateReply> {
    return this.service.run(input, caller);
  }
}
