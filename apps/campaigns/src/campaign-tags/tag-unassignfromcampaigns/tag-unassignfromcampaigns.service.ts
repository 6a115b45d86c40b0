import { Injectable } from '@nestjs/common';

import { CommandError, isPositiveId, listOf, type TagUnassignfromcampaignsReply, type TagUnassignfromcampaignsRequest } from '@mail/contracts';

import { CampaignTagsRepository } from '../campaign-tags.repository';

/** tag.unassignfromcampaigns: unlinks the caller's tag from those of the campaigns that are theirs; 3 when the tag is not theirs. 1, 2: the DTO's. */
@Injectable()
export class TagUnassignfromcampaignsService {
  constructor(private readonly tags: CampaignTagsRepository) {}

  async run(userId: number, input: TagUnassignfromcampaignsRequest): Promise<TagUnassignfromcampaignsReply> {
    const tagId = Number(input.tagid);
    if (!(await this.tags.owns(userId, tagId))) throw new CommandError(3, 'Tag not found');
    await this.tags.unassign(userId, tagId, listOf(input.campaignids).filter(isPositiveId).map(Number));
    return {};
  }
}
