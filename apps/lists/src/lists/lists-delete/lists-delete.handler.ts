import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListsDelete, type ListsDeleteRequest } from '@mail/contracts';

import { ListsDeleteService } from './lists-delete.service';

@Controller()
export class ListsDeleteHandler {
  constructor(private readonly service: ListsDeleteService) {}

  @HandlesCommand(ListsDelete)
  handle(req: BusRequest<ListsDeleteRequest>): Promise<object> {
    return this.service.run(req);
  }
}
