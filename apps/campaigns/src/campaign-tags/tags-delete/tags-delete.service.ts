import { Injectable } from '@nestjs/common';

import { isPositiveId, listOf, type TagsDeleteReply, type TagsDeleteRequest } from '@mail/contracts';

import { CampaignTagsRepository } from '../campaign-tags.repository';

/** tags.delete: the caller's tags among the ids go (and their campaign links); other ids are ignored. 1: the DTO's. */
@Injectable()
export class TagsDeleteService {
  constructor(private readonly tags: CampaignTagsRepository) {}

  async run(userId: number, input: TagsDeleteRequest): Promise<TagsDeleteReply> {
    await this.tags.deleteOwned(userId, listOf(input.tags).filter(isPositiveId).map(Number));
    return {};
  }
}
