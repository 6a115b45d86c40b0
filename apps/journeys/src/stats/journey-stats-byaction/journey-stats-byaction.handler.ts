import { Controller } from '@nestjs/common';

import { JourneyStatsByaction, type JourneyStatsByactionReply, type JourneyStatsByactionRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyStatsByactionService } from './journey-stats-byaction.service';

@Controller()
export class JourneyStatsByactionHandler {
  constructor(private readonly service: JourneyStatsByactionService) {}

  @Handles(JourneyStatsByaction)
  handle(input: JourneyStatsByactionRequest, caller: Caller): Promise<JourneyStatsByactionReply> {
    return this.service.run(caller.userId, input);
  }
}
