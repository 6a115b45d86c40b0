import { Controller } from '@nestjs/common';

import { CampaignApprove, type CampaignApproveReply, type CampaignApproveRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignApproveService } from './campaign-approve.service';

@Controller()
export class CampaignApproveHandler {
  constructor(private readonly service: CampaignApproveService) {}

  @Handles(CampaignApprove)
  handle(input: CampaignApproveRequest, caller: Caller): Promise<CampaignApproveReply> {
    return this.service.approve(input, caller);
  }
}
