import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberTagsDelete, type SubscriberTagsDeleteReply, type SubscriberTagsDeleteRequest } from '@mail/contracts';

import { SubscriberTagsDeleteService } from './subscriber-tags-delete.service';

@Controller()
export class SubscriberTagsDeleteHandler {
  constructor(private readonly service: SubscriberTagsDeleteService) {}

  @Handles(SubscriberTagsDelete)
  handle(input: SubscriberTagsDeleteRequest, caller: Caller): Promise<SubscriberTagsDeleteReply> {
    return this.service.run(input, caller);
  }
}
