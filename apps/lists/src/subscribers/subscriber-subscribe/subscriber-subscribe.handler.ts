import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberSubscribe, type SubscriberSubscribeReply, type SubscriberSubscribeRequest } from '@mail/contracts';

import { SubscriberSubscribeService } from './subscriber-subscribe.service';

@Controller()
export class SubscriberSubscribeHandler {
  constructor(private readonly service: SubscriberSubscribeService) {}

  @Handles(SubscriberSubscribe)
  handle(input: SubscriberSubscribeRequest, caller: Caller): Promise<SubscriberSubscribeReply> {
    return this.service.run(input, caller);
  }
}
