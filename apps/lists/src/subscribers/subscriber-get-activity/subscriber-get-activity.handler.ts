import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscriberGetActivity, type SubscriberGetActivityReply, type SubscriberGetActivityRequest } from '@mail/contracts';

import { SubscriberGetActivityService } from './subscriber-get-activity.service';

@Controller()
export class SubscriberGetActivityHandler {
  constructor(private readonly service: SubscriberGetActivityService) {}

  @Handles(SubscriberGetActivity)
  handle(input: SubscriberGetActivityRequest, caller: Caller): Promise<SubscriberGetActivityReply> {
    return this.service.run(input, caller);
  }
}
