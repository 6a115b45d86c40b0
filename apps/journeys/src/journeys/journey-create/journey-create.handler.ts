import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyCreate } from '@mail/contracts';

import { JourneyCreateService } from './journey-create.service';

@Controller()
export class JourneyCreateHandler {
  constructor(private readonly service: JourneyCreateService) {}

  @HandlesCommand(JourneyCreate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
