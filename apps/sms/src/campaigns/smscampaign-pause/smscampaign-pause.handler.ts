import { Controller } from '@nestjs/common';

import { SmsCampaignPause, type SmsCampaignPauseReply, type SmsCampaignPauseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignPauseService } from './smscampaign-pause.service';

@Controller()
export class SmsCampaignPauseHandler {
  constructor(private readonly service: SmsCampaignPauseService) {}

  @Handles(SmsCampaignPause)
  handle(input: SmsCampaignPauseRequest, caller: Caller): Promise<SmsCampaignPauseReply> {
    return this.service.run(input, caller);
  }
}
