import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberUntag } from '@mail/contracts';

import { SubscriberUntagService } from './subscriber-untag.service';

@Controller()
export class SubscriberUntagHandler {
  constructor(private readonly service: SubscriberUntagService) {}

  @HandlesCommand(SubscriberUntag)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
