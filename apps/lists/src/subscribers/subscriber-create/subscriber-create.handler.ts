import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberCreate, type SubscriberCreateRequest } from '@mail/contracts';

import { SubscriberCreateService } from './subscriber-create.service';

@Controller()
export class SubscriberCreateHandler {
  constructor(private readonly service: SubscriberCreateService) {}

  @HandlesCommand(SubscriberCreate)
  handle(req: BusRequest<SubscriberCreateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
