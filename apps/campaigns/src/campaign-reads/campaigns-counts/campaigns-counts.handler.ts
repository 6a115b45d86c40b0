import { Controller } from '@nestjs/common';

import { CampaignsCounts, type CampaignsCountsReply, type CampaignsCountsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignsCountsService } from './campaigns-counts.service';

@Controller()
export class CampaignsCountsHandler {
  constructor(private readonly service: CampaignsCountsService) {}

  @Handles(CampaignsCounts)
  handle(input: CampaignsCountsRequest, caller: Caller): Promise<CampaignsCountsReply> {
    return this.service.run(caller.userId, input);
  }
}
