import { Injectable } from '@nestjs/common';

import { CommandError, isPositiveId, listOf, type TagAssigntocampaignsReply, type TagAssigntocampaignsRequest } from '@mail/contracts';

import { CampaignTagsRepository } from '../campaign-tags.repository';

/** tag.assigntocampaigns: links the caller's tag to those of the campaigns that are theirs; 3 when the tag is not theirs. 1, 2: the DTO's. */
@Injectable()
export class TagAssigntocampaignsService {
  constructor(private readonly tags: CampaignTagsRepository) {}

  async run(userId: number, input: TagAssigntocampaignsRequest): Promise<TagAssigntocampaignsReply> {
    const tagId = Number(input.tagid);
    if (!(await this.tags.owns(userId, tagId))) throw new CommandError(3, 'Tag not found');
    await this.tags.assign(userId, tagId, listOf(input.campaignids).filter(isPositiveId).map(Number));
    return {};
  }
}
