import { Controller } from '@nestjs/common';

import { CampaignGet, type CampaignGetReply, type CampaignGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignGetService } from './campaign-get.service';

@Controller()
export class CampaignGetHandler {
  constructor(private readonly service: CampaignGetService) {}

  @Handles(CampaignGet)
  handle(input: CampaignGetRequest, caller: Caller): Promise<CampaignGetReply> {
    return this.service.run(input, caller);
  }
}
