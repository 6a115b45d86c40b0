import { Controller } from '@nestjs/common';

import { JourneyClone, type JourneyCloneReply, type JourneyCloneRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyCloneService } from './journey-clone.service';

@Controller()
export class JourneyCloneHandler {
  constructor(private readonly service: JourneyCloneService) {}

  @Handles(JourneyClone)
  handle(input: JourneyCloneRequest, caller: Caller): Promise<JourneyCloneReply> {
    return this.service.run(caller.userId, input);
  }
}
