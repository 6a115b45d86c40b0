import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListUpdate, type ListUpdateRequest } from '@mail/contracts';

import { ListUpdateService } from './list-update.service';

@Controller()
export class ListUpdateHandler {
  constructor(private readonly service: ListUpdateService) {}

  @HandlesCommand(ListUpdate)
  handle(req: BusRequest<ListUpdateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
