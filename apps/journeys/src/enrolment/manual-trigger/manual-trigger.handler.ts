import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberJourneyTrigger } from '@mail/contracts';

import { ManualTriggerService } from './manual-trigger.service';

@Controller()
export class ManualTriggerHandler {
  constructor(private readonly service: ManualTriggerService) {}

  @HandlesCommand(SubscriberJourneyTrigger)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
