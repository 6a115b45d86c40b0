import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberTagsGet, type SubscriberTagsGetReply, type SubscriberTagsGetRequest } from '@mail/contracts';

import { SubscriberTagsGetService } from './subscriber-tags-get.service';

@Controller()
export class SubscriberTagsGetHandler {
  constructor(private readonly service: SubscriberTagsGetService) {}

  @Handles(SubscriberTagsGet)
  handle(input: SubscriberTagsGetRequest, caller: Caller): Promise<SubscriberTagsGetReply> {
    return this.service.run(input, caller);
  }
}
