import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyUpdate } from '@mail/contracts';

import { JourneyUpdateService } from './journey-update.service';

@Controller()
export class JourneyUpdateHandler {
  constructor(private readonly service: JourneyUpdateService) {}

  @HandlesCommand(JourneyUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
