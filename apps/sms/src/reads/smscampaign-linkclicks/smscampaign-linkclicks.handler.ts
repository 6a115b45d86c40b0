import { Controller } from '@nestjs/common';

import { SmsCampaignLinkClicks, type SmsLinkClicksReply, type SmsLinkClicksRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignLinkClicksService } from './smscampaign-linkclicks.service';

@Controller()
export class SmsCampaignLinkClicksHandler {
  constructor(private readonly service: SmsCampaignLinkClicksService) {}

  @Handles(SmsCampaignLinkClicks)
  handle(input: SmsLinkClicksRequest, caller: Caller): Promise<SmsLinkClicksReply> {
    return this.service.run(input, caller);
  }
}
