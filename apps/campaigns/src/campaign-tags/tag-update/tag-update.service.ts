import { Injectable } from '@nestjs/common';

import { CommandError, tagLabelOf, type TagUpdateReply, type TagUpdateRequest } from '@mail/contracts';

import { CampaignTagsRepository } from '../campaign-tags.repository';

/** tag.update: renames one of the caller's tags; 5 when none of theirs has the id, 6 when another has the label. 1–4: the DTO's. */
@Injectable()
export class TagUpdateService {
  constructor(private readonly tags: CampaignTagsRepository) {}

  async run(userId: number, input: TagUpdateRequest): Promise<TagUpdateReply> {
    const outcome = await this.tags.rename(userId, Number(input.tagid), tagLabelOf(input.tag));
    if (outcome === 'missing') throw new CommandError(5, 'Tag not found');
    if (outcome === 'taken') throw new CommandError(6, 'Another tag already has this label');
    return {};
  }
}
