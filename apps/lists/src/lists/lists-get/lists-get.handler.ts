import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListsGet } from '@mail/contracts';

import { ListsGetService } from './lists-get.service';

@Controller()
export class ListsGetHandler {
  constructor(private readonly service: ListsGetService) {}

  @HandlesCommand(ListsGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
