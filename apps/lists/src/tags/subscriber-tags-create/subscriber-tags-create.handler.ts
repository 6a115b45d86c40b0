import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberTagsCreate, type SubscriberTagsCreateReply, type SubscriberTagsCreateRequest } from '@mail/contracts';

import { SubscriberTagsCreateService } from './subscriber-tags-create.service';

@Controller()
export class SubscriberTagsCreateHandler {
  constructor(private readonly service: SubscriberTagsCreateService) {}

  @Handles(SubscriberTagsCreate)
  handle(input: SubscriberTagsCreateRequest, caller: Caller): Promise<SubscriberTagsCreateReply> {
    return this.service.run(input, caller);
  }
}
