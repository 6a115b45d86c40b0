import { Controller } from '@nestjs/common';

import { SubscriberJourneyList, type SubscriberJourneyListReply, type SubscriberJourneyListRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscriberJourneyListService } from './subscriber-journey-list.service';

@Controller()
export class SubscriberJourneyListHandler {
  constructor(private readonly service: SubscriberJourneyListService) {}

  @Handles(SubscriberJourneyList)
  handle(input: SubscriberJourneyListRequest, caller: Caller): Promise<SubscriberJourneyListReply> {
    return this.service.run(caller.userId, input);
  }
}
