import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscribersDelete, type SubscribersDeleteRequest } from '@mail/contracts';

import { SubscribersDeleteService } from './subscribers-delete.service';

@Controller()
export class SubscribersDeleteHandler {
  constructor(private readonly service: SubscribersDeleteService) {}

  @HandlesCommand(SubscribersDelete)
  handle(req: BusRequest<SubscribersDeleteRequest>): Promise<{ TotalDeleted: number }> {
    return this.service.run(req);
  }
}
