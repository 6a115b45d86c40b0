import { Controller } from '@nestjs/common';

import { ListUnarchive, type ListUnarchiveReply, type ListUnarchiveRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListUnarchiveService } from './list-unarchive.service';

@Controller()
export class ListUnarchiveHandler {
  constructor(private readonly service: ListUnarchiveService) {}

  @Handles(ListUnarchive)
  handle(input: ListUnarchiveRequest, caller: Caller): Promise<ListUnarchiveReply> {
    return this.service.run(caller.userId, input);
  }
}
