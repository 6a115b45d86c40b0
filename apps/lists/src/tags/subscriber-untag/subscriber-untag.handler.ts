import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberUntag, type SubscriberUntagReply, type SubscriberUntagRequest } from '@mail/contracts';

import { TaggingService } from '../tagging.service';

@Controller()
export class SubscriberUntagHandler {
  constructor(private readonly tagging: TaggingService) {}

  @Handles(SubscriberUntag)
  handle(input: SubscriberUntagRequest, caller: Caller): Promise<SubscriberUntagReply> {
    return this.tagging.run(input, caller, 'untag');
  }
}
