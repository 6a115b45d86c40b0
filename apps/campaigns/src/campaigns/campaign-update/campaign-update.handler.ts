import { Controller } from '@nestjs/common';

import { CampaignUpdate, type CampaignUpdateReply, type CampaignUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignUpdateService } from './campaign-update.service';

@Controller()
export class CampaignUpdateHandler {
  constructor(private readonly service: CampaignUpdateService) {}

  @Handles(CampaignUpdate)
  handle(input: CampaignUpdateRequest, caller: Caller): Promise<CampaignUpdateReply> {
    return this.service.run(input, caller);
  }
}
