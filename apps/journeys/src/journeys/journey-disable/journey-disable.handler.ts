import { Controller } from '@nestjs/common';

import { JourneyDisable, type JourneyDisableRequest, type JourneyDisableReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyStatusService } from '../journey-status.service';

@Controller()
export class JourneyDisableHandler {
  constructor(private readonly service: JourneyStatusService) {}

  @Handles(JourneyDisable)
  handle(input: JourneyDisableRequest, caller: Caller): Promise<JourneyDisableReply> {
    return this.service.run(caller.userId, input.journeyid, 'Disabled');
  }
}
