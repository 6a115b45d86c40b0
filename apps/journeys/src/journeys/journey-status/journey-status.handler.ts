import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, JourneyDisable, JourneyEnable } from '@mail/contracts';

import { JourneyStatusService } from './journey-status.service';

@Controller()
export class JourneyStatusHandler {
  constructor(private readonly service: JourneyStatusService) {}

  @HandlesCommand(JourneyEnable)
  enable(req: BusRequest): Promise<object> {
    return this.service.run(req, 'Enabled');
  }

  @HandlesCommand(JourneyDisable)
  disable(req: BusRequest): Promise<object> {
    return this.service.run(req, 'Disabled');
  }
}
