import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignStats } from '@mail/contracts';

import { StatsService } from './stats.service';

@Controller()
export class StatsHandler {
  constructor(private readonly service: StatsService) {}

  @HandlesCommand(SmsCampaignStats)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
