import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyBulkTrigger } from '@mail/contracts';

import { BulkTriggerService } from './bulk-trigger.service';

@Controller()
export class BulkTriggerHandler {
  constructor(private readonly service: BulkTriggerService) {}

  @HandlesCommand(JourneyBulkTrigger)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
