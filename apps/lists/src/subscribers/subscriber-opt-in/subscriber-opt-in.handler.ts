import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberOptIn, type SubscriberOptInReply, type SubscriberOptInRequest } from '@mail/contracts';

import { SubscriberOptInService } from './subscriber-opt-in.service';

@Controller()
export class SubscriberOptInHandler {
  constructor(private readonly service: SubscriberOptInService) {}

  @Handles(SubscriberOptIn)
  handle(input: SubscriberOptInRequest, caller: Caller): Promise<SubscriberOptInReply> {
    return this.service.run(input, caller);
  }
}
