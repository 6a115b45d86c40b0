import { Controller } from '@nestjs/common';

import { CampaignPause, type CampaignPauseReply, type CampaignPauseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignPauseService } from './campaign-pause.service';

@Controller()
export class CampaignPauseHandler {
  constructor(private readonly service: CampaignPauseService) {}

  @Handles(CampaignPause)
  handle(input: CampaignPauseRequest, caller: Caller): Promise<CampaignPauseReply> {
    return this.service.pause(input, caller);
  }
}
