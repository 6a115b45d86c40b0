import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignEvents } from '@mail/contracts';

import { EventsBrowseService } from './events.service';

@Controller()
export class EventsBrowseHandler {
  constructor(private readonly service: EventsBrowseService) {}

  @HandlesCommand(SmsCampaignEvents)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
