import { Controller } from '@nestjs/common';

import { SmsCampaignCancel, type SmsCampaignCancelReply, type SmsCampaignCancelRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignCancelService } from './smscampaign-cancel.service';

@Controller()
export class SmsCampaignCancelHandler {
  constructor(private readonly service: SmsCampaignCancelService) {}

  @Handles(SmsCampaignCancel)
  handle(input: SmsCampaignCancelRequest, caller: Caller): Promise<SmsCampaignCancelReply> {
    return this.service.run(input, caller);
  }
}
