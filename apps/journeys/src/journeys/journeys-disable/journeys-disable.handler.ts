import { Controller } from '@nestjs/common';

import { JourneysDisable, type JourneysDisableReply, type JourneysDisableRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneysDisableService } from './journeys-disable.service';

@Controller()
export class JourneysDisableHandler {
  constructor(private readonly service: JourneysDisableService) {}

  @Handles(JourneysDisable)
  handle(input: JourneysDisableRequest, caller: Caller): Promise<JourneysDisableReply> {
    return this.service.run(caller.userId, input);
  }
}
