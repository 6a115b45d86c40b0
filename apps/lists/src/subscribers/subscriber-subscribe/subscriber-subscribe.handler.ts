import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberSubscribe, type SubscriberSubscribeRequest } from '@mail/contracts';

import { SubscriberSubscribeService } from './subscriber-subscribe.service';

@Controller()
export class SubscriberSubscribeHandler {
  constructor(private readonly service: SubscriberSubscribeService) {}

  @HandlesCommand(SubscriberSubscribe)
  handle(req: BusRequest<SubscriberSubscribeRequest>): Promise<object> {
    return this.service.run(req);
  }
}
