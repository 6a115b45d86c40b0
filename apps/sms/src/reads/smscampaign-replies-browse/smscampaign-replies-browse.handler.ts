import { Controller } from '@nestjs/common';

import { SmsCampaignReplies, type SmsRepliesBrowseReply, type SmsRepliesBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignRepliesService } from './smscampaign-replies-browse.service';

@Controller()
export class SmsCampaignRepliesHandler {
  constructor(private readonly service: SmsCampaignRepliesService) {}

  @Handles(SmsCampaignReplies)
  handle(input: SmsRepliesBrowseRequest, caller: Caller): Promise<SmsRepliesBrowseReply> {
    return this.service.run(input, caller);
  }
}
