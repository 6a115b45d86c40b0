import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberOptIn, type SubscriberOptInRequest } from '@mail/contracts';

import { SubscriberOptInService } from './subscriber-opt-in.service';

@Controller()
export class SubscriberOptInHandler {
  constructor(private readonly service: SubscriberOptInService) {}

  @HandlesCommand(SubscriberOptIn)
  handle(req: BusRequest<SubscriberOptInRequest>): Promise<object> {
    return this.service.run(req);
  }
}
