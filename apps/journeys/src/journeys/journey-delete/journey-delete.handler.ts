import { Controller } from '@nestjs/common';

import { JourneyDelete, type JourneyDeleteRequest, type JourneyDeleteReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyDeleteService } from './journey-delete.service';

@Controller()
export class JourneyDeleteHandler {
  constructor(private readonly service: JourneyDeleteService) {}

  @Handles(JourneyDelete)
  handle(input: JourneyDeleteRequest, caller: Caller): Promise<JourneyDeleteReply> {
    return this.service.run(caller.userId, input.journeyid);
  }
}
