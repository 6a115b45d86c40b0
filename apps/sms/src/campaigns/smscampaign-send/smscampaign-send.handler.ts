import { Controller } from '@nestjs/common';

import { SmsCampaignSend, type SmsCampaignSendReply, type SmsCampaignSendRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignSendService } from './smscampaign-send.service';

@Controller()
export class SmsCampaignSendHandler {
  constructor(private readonly service: SmsCampaignSendService) {}

  @Handles(SmsCampaignSend)
  handle(input: SmsCampaignSendRequest, caller: Caller): Promise<SmsCampaignSendReply> {
    return this.service.run(input, caller);
  }
}
