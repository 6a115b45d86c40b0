import { Controller } from '@nestjs/common';

import { JourneysEnable, type JourneysEnableReply, type JourneysEnableRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneysEnableService } from './journeys-enable.service';

@Controller()
export class JourneysEnableHandler {
  constructor(private readonly service: JourneysEnableService) {}

  @Handles(JourneysEnable)
  handle(input: JourneysEnableRequest, caller: Caller): Promise<JourneysEnableReply> {
    return this.service.run(caller.userId, input);
  }
}
