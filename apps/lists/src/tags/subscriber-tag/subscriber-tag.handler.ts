import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberTag, type SubscriberTagReply, type SubscriberTagRequest } from '@mail/contracts';

import { TaggingService } from '../tagging.service';

@Controller()
export class SubscriberTagHandler {
  constructor(private readonly tagging: TaggingService) {}

  @Handles(SubscriberTag)
  handle(input: SubscriberTagRequest, caller: Caller): Promise<SubscriberTagReply> {
    return this.tagging.run(input, caller, 'tag');
  }
}
