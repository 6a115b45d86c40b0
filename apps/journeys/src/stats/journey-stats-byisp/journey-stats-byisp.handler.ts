import { Controller } from '@nestjs/common';

import { JourneyStatsByisp, type JourneyStatsByispReply, type JourneyStatsByispRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyStatsByispService } from './journey-stats-byisp.service';

@Controller()
export class JourneyStatsByispHandler {
  constructor(private readonly service: JourneyStatsByispService) {}

  @Handles(JourneyStatsByisp)
  handle(input: JourneyStatsByispRequest, caller: Caller): Promise<JourneyStatsByispReply> {
    return this.service.run(caller.userId, input);
  }
}
