import { Controller } from '@nestjs/common';

import { SubscriberJourneyExit, type SubscriberJourneyExitReply, type SubscriberJourneyExitRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscriberJourneyExitService } from './subscriber-journey-exit.service';

@Controller()
export class SubscriberJourneyExitHandler {
  constructor(private readonly service: SubscriberJourneyExitService) {}

  @Handles(SubscriberJourneyExit)
  handle(input: SubscriberJourneyExitRequest, caller: Caller): Promise<SubscriberJourneyExitReply> {
    return this.service.run(caller.userId, input);
  }
}
