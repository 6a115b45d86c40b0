import { Controller } from '@nestjs/common';

import { CampaignPause, type CampaignPauseReply, type CampaignPauseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignStatusService } from '../campaign-status/campaign-status.service';

@Controller()
export class CampaignPauseHandler {
  constructor(private readonly service: CampaignStatusService) {}

  @Handles(CampaignPause)
  handle(input: CampaignPauseRequest, caller: Caller): Promise<CampaignPauseReply> {
    return this.service.pause(input, caller);
  }
}
