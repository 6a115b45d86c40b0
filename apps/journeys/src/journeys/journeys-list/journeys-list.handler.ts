import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneysList } from '@mail/contracts';

import { JourneysListService } from './journeys-list.service';

@Controller()
export class JourneysListHandler {
  constructor(private readonly service: JourneysListService) {}

  @HandlesCommand(JourneysList)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
