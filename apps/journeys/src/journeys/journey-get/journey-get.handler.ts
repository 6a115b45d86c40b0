import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyGet } from '@mail/contracts';

import { JourneyGetService } from './journey-get.service';

@Controller()
export class JourneyGetHandler {
  constructor(private readonly service: JourneyGetService) {}

  @HandlesCommand(JourneyGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
