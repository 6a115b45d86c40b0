import { Controller } from '@nestjs/common';

import { JourneyCreate, type JourneyCreateRequest, type JourneyCreateReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyCreateService } from './journey-create.service';

@Controller()
export class JourneyCreateHandler {
  constructor(private readonly service: JourneyCreateService) {}

  @Handles(JourneyCreate)
  handle(input: JourneyCreateRequest, caller: Caller): Promise<JourneyCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
