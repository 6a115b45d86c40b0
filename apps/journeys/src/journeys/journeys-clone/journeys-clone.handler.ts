import { Controller } from '@nestjs/common';

import { JourneysClone, type JourneysCloneReply, type JourneysCloneRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneysCloneService } from './journeys-clone.service';

@Controller()
export class JourneysCloneHandler {
  constructor(private readonly service: JourneysCloneService) {}

  @Handles(JourneysClone)
  handle(input: JourneysCloneRequest, caller: Caller): Promise<JourneysCloneReply> {
    return this.service.run(caller.userId, input);
  }
}
