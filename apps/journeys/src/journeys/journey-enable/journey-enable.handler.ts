import { Controller } from '@nestjs/common';

import { JourneyEnable, type JourneyEnableRequest, type JourneyEnableReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyStatusService } from '../journey-status.service';

@Controller()
export class JourneyEnableHandler {
  constructor(private readonly service: JourneyStatusService) {}

  @Handles(JourneyEnable)
  handle(input: JourneyEnableRequest, caller: Caller): Promise<JourneyEnableReply> {
    return this.service.run(caller.userId, input.journeyid, 'Enabled');
  }
}
