import { Controller } from '@nestjs/common';

import { SmsCampaignStats, type SmsCampaignStatsReply, type SmsCampaignStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignStatsService } from './smscampaign-stats.service';

@Controller()
export class SmsCampaignStatsHandler {
  constructor(private readonly service: SmsCampaignStatsService) {}

  @Handles(SmsCampaignStats)
  handle(input: SmsCampaignStatsRequest, caller: Caller): Promise<SmsCampaignStatsReply> {
    return this.service.run(input, caller);
  }
}
