import { Controller } from '@nestjs/common';

import { JourneyActionsUpdate, type JourneyActionsRequest, type JourneyActionsReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyActionsService } from './journey-actions.service';

@Controller()
export class JourneyActionsHandler {
  constructor(private readonly service: JourneyActionsService) {}

  @Handles(JourneyActionsUpdate)
  handle(input: JourneyActionsRequest, caller: Caller): Promise<JourneyActionsReply> {
    return this.service.run(caller.userId, input);
  }
}
