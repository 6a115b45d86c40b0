import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberTagsUpdate, type SubscriberTagsUpdateReply, type SubscriberTagsUpdateRequest } from '@mail/contracts';

import { SubscriberTagsUpdateService } from './subscriber-tags-update.service';

@Controller()
export class SubscriberTagsUpdateHandler {
  constructor(private readonly service: SubscriberTagsUpdateService) {}

  @Handles(SubscriberTagsUpdate)
  handle(input: SubscriberTagsUpdateRequest, caller: Caller): Promise<SubscriberTagsUpdateReply> {
    return this.service.run(input, caller);
  }
}
