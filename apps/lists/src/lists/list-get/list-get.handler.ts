import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListGet, type ListGetRequest } from '@mail/contracts';

import { ListGetService } from './list-get.service';

@Controller()
export class ListGetHandler {
  constructor(private readonly service: ListGetService) {}

  @HandlesCommand(ListGet)
  handle(req: BusRequest<ListGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
