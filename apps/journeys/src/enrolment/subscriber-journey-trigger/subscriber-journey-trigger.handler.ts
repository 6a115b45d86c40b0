import { Controller } from '@nestjs/common';

import { SubscriberJourneyTrigger, type SubscriberJourneyTriggerRequest, type SubscriberJourneyTriggerReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscriberJourneyTriggerService } from './subscriber-journey-trigger.service';

@Controller()
export class SubscriberJourneyTriggerHandler {
  constructor(private readonly service: SubscriberJourneyTriggerService) {}

  @Handles(SubscriberJourneyTrigger)
  handle(input: SubscriberJourneyTriggerRequest, caller: Caller): Promise<SubscriberJourneyTriggerReply> {
    return this.service.run(caller.userId, input);
  }
}
