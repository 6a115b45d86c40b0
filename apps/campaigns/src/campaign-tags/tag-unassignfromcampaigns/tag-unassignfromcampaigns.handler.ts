import { Controller } from '@nestjs/common';

import { TagUnassignfromcampaigns, type TagUnassignfromcampaignsReply, type TagUnassignfromcampaignsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { TagUnassignfromcampaignsService } from './tag-unassignfromcampaigns.service';

@Controller()
export class TagUnassignfromcampaignsHandler {
  constructor(private readonly service: TagUnassignfromcampaignsService) {}

  @Handles(TagUnassignfromcampaigns)
  handle(input: TagUnassignfromcampaignsRequest, caller: Caller): Promise<TagUnassignfromcampaignsReply> {
    return this.service.run(caller.userId, input);
  }
}
