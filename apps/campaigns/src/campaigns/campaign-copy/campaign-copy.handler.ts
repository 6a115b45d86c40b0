import { Controller } from '@nestjs/common';

import { CampaignCopy, type CampaignCopyReply, type CampaignCopyRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignCopyService } from './campaign-copy.service';

@Controller()
export class CampaignCopyHandler {
  constructor(private readonly service: CampaignCopyService) {}

  @Handles(CampaignCopy)
  handle(input: CampaignCopyRequest, caller: Caller): Promise<CampaignCopyReply> {
    return this.service.run(input, caller);
  }
}
