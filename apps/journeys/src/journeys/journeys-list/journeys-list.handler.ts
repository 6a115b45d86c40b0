import { Controller } from '@nestjs/common';

import { JourneysList, type JourneysListReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneysListService } from './journeys-list.service';

@Controller()
export class JourneysListHandler {
  constructor(private readonly service: JourneysListService) {}

  @Handles(JourneysList)
  handle(_input: Record<string, unknown>, caller: Caller): Promise<JourneysListReply> {
    return this.service.run(caller.userId);
  }
}
