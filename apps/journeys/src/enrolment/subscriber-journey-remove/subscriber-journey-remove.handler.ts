import { Controller } from '@nestjs/common';

import { SubscriberJourneyRemove, type SubscriberJourneyRemoveReply, type SubscriberJourneyRemoveRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscriberJourneyRemoveService } from './subscriber-journey-remove.service';

@Controller()
export class SubscriberJourneyRemoveHandler {
  constructor(private readonly service: SubscriberJourneyRemoveService) {}

  @Handles(SubscriberJourneyRemove)
  handle(input: SubscriberJourneyRemoveRequest, caller: Caller): Promise<SubscriberJourneyRemoveReply> {
    return this.service.run(caller.userId, input);
  }
}
