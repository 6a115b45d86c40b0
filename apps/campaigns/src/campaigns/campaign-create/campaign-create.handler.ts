import { Controller } from '@nestjs/common';

import { CampaignCreate, type CampaignCreateReply, type CampaignCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignCreateService } from './campaign-create.service';

@Controller()
export class CampaignCreateHandler {
  constructor(private readonly service: CampaignCreateService) {}

  @Handles(CampaignCreate)
  handle(input: CampaignCreateRequest, caller: Caller): Promise<CampaignCreateReply> {
    return this.service.run(input, caller);
  }
}
