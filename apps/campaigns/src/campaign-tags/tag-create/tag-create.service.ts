import { Injectable } from '@nestjs/common';

import { CommandError, tagLabelOf, type TagCreateReply, type TagCreateRequest } from '@mail/contracts';

import { CampaignTagsRepository } from '../campaign-tags.repository';

/** tag.create: the trimmed label becomes a tag of the caller; 2 when one of theirs has it (case-insensitively). 1, 3, 4: the DTO's. */
@Injectable()
export class TagCreateService {
  constructor(private readonly tags: CampaignTagsRepository) {}

  async run(userId: number, input: TagCreateRequest): Promise<TagCreateReply> {
    const id = await this.tags.create(userId, tagLabelOf(input.tag));
    if (id === undefined) throw new CommandError(2, 'Tag already exists in the system');
    return { TagID: id };
  }
}
