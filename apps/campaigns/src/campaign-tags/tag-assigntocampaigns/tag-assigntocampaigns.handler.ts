import { Controller } from '@nestjs/common';

import { TagAssigntocampaigns, type TagAssigntocampaignsReply, type TagAssigntocampaignsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { TagAssigntocampaignsService } from './tag-assigntocampaigns.service';

@Controller()
export class TagAssigntocampaignsHandler {
  constructor(private readonly service: TagAssigntocampaignsService) {}

  @Handles(TagAssigntocampaigns)
  handle(input: TagAssigntocampaignsRequest, caller: Caller): Promise<TagAssigntocampaignsReply> {
    return this.service.run(caller.userId, input);
  }
}
