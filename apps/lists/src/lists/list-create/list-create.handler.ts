import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, ListCreate, type ListCreateRequest } from '@mail/contracts';

import { ListCreateService } from './list-create.service';

@Controller()
export class ListCreateHandler {
  constructor(private readonly service: ListCreateService) {}

  @HandlesCommand(ListCreate)
  handle(req: BusRequest<ListCreateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
