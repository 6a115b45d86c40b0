import { Controller } from '@nestjs/common';

import { SmsCampaignCreate, type SmsCampaignCreateReply, type SmsCampaignCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignCreateService } from './smscampaign-create.service';

@Controller()
export class SmsCampaignCreateHandler {
  constructor(private readonly service: SmsCampaignCreateService) {}

  @Handles(SmsCampaignCreate)
  handle(input: SmsCampaignCreateRequest, caller: Caller): Promise<SmsCampaignCreateReply> {
    return this.service.run(input, caller);
  }
}
