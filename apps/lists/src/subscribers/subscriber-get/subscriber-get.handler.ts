import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberGet, type SubscriberGetRequest } from '@mail/contracts';

import { SubscriberGetService } from './subscriber-get.service';

@Controller()
export class SubscriberGetHandler {
  constructor(private readonly service: SubscriberGetService) {}

  @HandlesCommand(SubscriberGet)
  handle(req: BusRequest<SubscriberGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
