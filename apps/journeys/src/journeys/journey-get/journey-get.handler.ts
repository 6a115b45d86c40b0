import { Controller } from '@nestjs/common';

import { JourneyGet, type JourneyGetRequest, type JourneyGetReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyGetService } from './journey-get.service';

@Controller()
export class JourneyGetHandler {
  constructor(private readonly service: JourneyGetService) {}

  @Handles(JourneyGet)
  handle(input: JourneyGetRequest, caller: Caller): Promise<JourneyGetReply> {
    return this.service.run(caller.userId, input.journeyid);
  }
}
