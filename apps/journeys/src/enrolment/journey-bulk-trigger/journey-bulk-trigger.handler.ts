import { Controller } from '@nestjs/common';

import { JourneyBulkTrigger, type JourneyBulkTriggerRequest, type JourneyBulkTriggerReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyBulkTriggerService } from './journey-bulk-trigger.service';

@Controller()
export class JourneyBulkTriggerHandler {
  constructor(private readonly service: JourneyBulkTriggerService) {}

  @Handles(JourneyBulkTrigger)
  handle(input: JourneyBulkTriggerRequest, caller: Caller): Promise<JourneyBulkTriggerReply> {
    return this.service.run(caller.userId, input);
  }
}
