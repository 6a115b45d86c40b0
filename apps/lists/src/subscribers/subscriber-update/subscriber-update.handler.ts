import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberUpdate, type SubscriberUpdateReply, type SubscriberUpdateRequest } from '@mail/contracts';

import { SubscriberUpdateService } from './subscriber-update.service';

@Controller()
export class SubscriberUpdateHandler {
  constructor(private readonly service: SubscriberUpdateService) {}

  @Handles(SubscriberUpdate)
  handle(input: SubscriberUpdateRequest, caller: Caller): Promise<SubscriberUpdateReply> {
    return this.service.run(input, caller);
  }
}
