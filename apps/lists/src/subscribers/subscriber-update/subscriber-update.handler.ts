import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberUpdate, type SubscriberUpdateRequest } from '@mail/contracts';

import { SubscriberUpdateService } from './subscriber-update.service';

@Controller()
export class SubscriberUpdateHandler {
  constructor(private readonly service: SubscriberUpdateService) {}

  @HandlesCommand(SubscriberUpdate)
  handle(req: BusRequest<SubscriberUpdateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
