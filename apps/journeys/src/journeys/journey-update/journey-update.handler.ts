import { Controller } from '@nestjs/common';

import { JourneyUpdate, type JourneyUpdateRequest, type JourneyUpdateReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyUpdateService } from './journey-update.service';

@Controller()
export class JourneyUpdateHandler {
  constructor(private readonly service: JourneyUpdateService) {}

  @Handles(JourneyUpdate)
  handle(input: JourneyUpdateRequest, caller: Caller): Promise<JourneyUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
