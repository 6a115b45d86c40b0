import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { ListsDelete, type ListsDeleteReply, type ListsDeleteRequest } from '@mail/contracts';

import { ListsDeleteService } from './lists-delete.service';

@Controller()
export class ListsDeleteHandler {
  constructor(private readonly service: ListsDeleteService) {}

  @Handles(ListsDelete)
  handle(input: ListsDeleteRequest, caller: Caller): Promise<ListsDeleteReply> {
    return this.service.run(input, caller);
  }
}
