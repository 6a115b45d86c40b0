import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberGet, type SubscriberGetReply, type SubscriberGetRequest } from '@mail/contracts';

import { SubscriberGetService } from './subscriber-get.service';

@Controller()
export class SubscriberGetHandler {
  constructor(private readonly service: SubscriberGetService) {}

  @Handles(SubscriberGet)
  handle(input: SubscriberGetRequest, caller: Caller): Promise<SubscriberGetReply> {
    return this.service.run(input, caller);
  }
}
