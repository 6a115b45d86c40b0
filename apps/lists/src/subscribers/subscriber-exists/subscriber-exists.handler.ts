import { Controller } from '@nestjs/common';

import { SubscriberExists, type SubscriberExistsReply, type SubscriberExistsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscriberExistsService } from './subscriber-exists.service';

@Controller()
export class SubscriberExistsHandler {
  constructor(private readonly service: SubscriberExistsService) {}

  @Handles(SubscriberExists)
  handle(input: SubscriberExistsRequest, caller: Caller): Promise<SubscriberExistsReply> {
    return this.service.run(caller.userId, input);
  }
}
