import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberCreate } from '@mail/contracts';

import { SubscriberCreateService } from './subscriber-create.service';

@Controller()
export class SubscriberCreateHandler {
  constructor(private readonly service: SubscriberCreateService) {}

  @HandlesCommand(SubscriberCreate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
