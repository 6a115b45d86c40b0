import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyActionsUpdate } from '@mail/contracts';

import { ActionsUpdateService } from './actions-update.service';

@Controller()
export class ActionsUpdateHandler {
  constructor(private readonly service: ActionsUpdateService) {}

  @HandlesCommand(JourneyActionsUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
