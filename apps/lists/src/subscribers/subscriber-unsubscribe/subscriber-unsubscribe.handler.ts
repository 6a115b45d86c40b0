import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberUnsubscribe, type SubscriberUnsubscribeRequest } from '@mail/contracts';

import { SubscriberUnsubscribeService } from './subscriber-unsubscribe.service';

@Controller()
export class SubscriberUnsubscribeHandler {
  constructor(private readonly service: SubscriberUnsubscribeService) {}

  @HandlesCommand(SubscriberUnsubscribe)
  handle(req: BusRequest<SubscriberUnsubscribeRequest>): Promise<object> {
    return this.service.run(req);
  }
}
