import { Controller } from '@nestjs/common';

import { CampaignCancel, type CampaignCancelReply, type CampaignCancelRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignCancelService } from './campaign-cancel.service';

@Controller()
export class CampaignCancelHandler {
  constructor(private readonly service: CampaignCancelService) {}

  @Handles(CampaignCancel)
  handle(input: CampaignCancelRequest, caller: Caller): Promise<CampaignCancelReply> {
    return this.service.cancel(input, caller);
  }
}
