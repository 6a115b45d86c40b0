import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListsDelete } from '@mail/contracts';

import { ListsDeleteService } from './lists-delete.service';

@Controller()
export class ListsDeleteHandler {
  constructor(private readonly service: ListsDeleteService) {}

  @HandlesCommand(ListsDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
