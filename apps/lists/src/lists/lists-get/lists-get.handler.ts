import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListsGet, type ListsGetRequest } from '@mail/contracts';

import { ListsGetService } from './lists-get.service';

@Controller()
export class ListsGetHandler {
  constructor(private readonly service: ListsGetService) {}

  @HandlesCommand(ListsGet)
  handle(req: BusRequest<ListsGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
