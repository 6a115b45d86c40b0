import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberUnsubscribe, type SubscriberUnsubscribeReply, type SubscriberUnsubscribeRequest } from '@mail/contracts';

import { SubscriberUnsubscribeService } from './subscriber-unsubscribe.service';

@Controller()
export class SubscriberUnsubscribeHandler {
  constructor(private readonly service: SubscriberUnsubscribeService) {}

  @Handles(SubscriberUnsubscribe)
  handle(input: SubscriberUnsubscribeRequest, caller: Caller): Promise<SubscriberUnsubscribeReply> {
    return this.service.run(input, caller);
  }
}
