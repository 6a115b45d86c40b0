import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyActionsPublished } from '@mail/contracts';

import { ActionsPublishedService } from './actions-published.service';

@Controller()
export class ActionsPublishedHandler {
  constructor(private readonly service: ActionsPublishedService) {}

  @HandlesCommand(JourneyActionsPublished)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
