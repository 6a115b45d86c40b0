import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListUpdate } from '@mail/contracts';

import { ListUpdateService } from './list-update.service';

@Controller()
export class ListUpdateHandler {
  constructor(private readonly service: ListUpdateService) {}

  @HandlesCommand(ListUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
