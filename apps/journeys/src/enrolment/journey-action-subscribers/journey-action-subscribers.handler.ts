import { Controller } from '@nestjs/common';

import { JourneyActionSubscribers, type JourneyActionSubscribersReply, type JourneyActionSubscribersRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyActionSubscribersService } from './journey-action-subscribers.service';

@Controller()
export class JourneyActionSubscribersHandler {
  constructor(private readonly service: JourneyActionSubscribersService) {}

  @Handles(JourneyActionSubscribers)
  handle(input: JourneyActionSubscribersRequest, caller: Caller): Promise<JourneyActionSubscribersReply> {
    return this.service.run(caller.userId, input);
  }
}
