import { Controller } from '@nestjs/common';

import { SmsCampaignBreakdown, type SmsStatsBreakdownReply, type SmsStatsBreakdownRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignBreakdownService } from './smscampaign-stats-breakdown.service';

@Controller()
export class SmsCampaignBreakdownHandler {
  constructor(private readonly service: SmsCampaignBreakdownService) {}

  @Handles(SmsCampaignBreakdown)
  handle(input: SmsStatsBreakdownRequest, caller: Caller): Promise<SmsStatsBreakdownReply> {
    return this.service.run(input, caller);
  }
}
