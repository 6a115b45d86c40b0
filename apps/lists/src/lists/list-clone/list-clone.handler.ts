import { Controller } from '@nestjs/common';

import { ListClone, type ListCloneReply, type ListCloneRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListCloneService } from './list-clone.service';

@Controller()
export class ListCloneHandler {
  constructor(private readonly service: ListCloneService) {}

  @Handles(ListClone)
  handle(input: ListCloneRequest, caller: Caller): Promise<ListCloneReply> {
    return this.service.run(caller.userId, input);
  }
}
