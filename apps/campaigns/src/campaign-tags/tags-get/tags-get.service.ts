import { Injectable } from '@nestjs/common';

import type { TagsGetReply } from '@mail/contracts';

import { CampaignTagsRepository } from '../campaign-tags.repository';

/** tags.get: the caller's whole tag set, alphabetical (no paging, as the vendor's). */
@Injectable()
export class TagsGetService {
  constructor(private readonly tags: CampaignTagsRepository) {}

  async run(userId: number): Promise<TagsGetReply> {
    const tags = await this.tags.list(userId);
    return { TotalTagCount: tags.length, Tags: tags.map((t) => ({ TagID: t.id, Tag: t.name, RelOwnerUserID: t.user_id })) };
  }
}
