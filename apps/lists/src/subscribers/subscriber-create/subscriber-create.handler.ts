import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberCreate, type SubscriberCreateReply, type SubscriberCreateRequest } from '@mail/contracts';

import { SubscriberCreateService } from './subscriber-create.service';

@Controller()
export class SubscriberCreateHandler {
  constructor(private readonly service: SubscriberCreateService) {}

  @Handles(SubscriberCreate)
  handle(input: SubscriberCreateRequest, caller: Caller): Promise<SubscriberCreateReply> {
    return this.service.run(input, caller);
  }
}
