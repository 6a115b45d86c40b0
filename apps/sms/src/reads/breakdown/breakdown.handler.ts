import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignBreakdown } from '@mail/contracts';

import { BreakdownService } from './breakdown.service';

@Controller()
export class BreakdownHandler {
  constructor(private readonly service: BreakdownService) {}

  @HandlesCommand(SmsCampaignBreakdown)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
