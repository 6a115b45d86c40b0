import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type ListAssetsReply, type ListAssetsRequest } from '@mail/contracts';

import { presentField } from '../../custom-fields/custom-field.presenter';
import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { presentSegment, SegmentRepository } from '../../segments/segment.repository';
import { presentTag, TagRepository } from '../../tags/tag.repository';
import { ListRepository } from '../list.repository';
import { ListAutoresponders } from './list-autoresponders';

/** List.Assets (ListID checked by the request DTO): the list with its segments, custom fields, tags (with counts) and autoresponders (asked of campaigns, as autoresponders.get presents them). */
@Injectable()
export class ListAssetsService {
  constructor(
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly tags: TagRepository,
    private readonly segments: SegmentRepository,
    private readonly autoresponders: ListAutoresponders,
  ) {}

  async run(input: ListAssetsRequest, caller: Caller): Promise<ListAssetsReply> {
    const userId = caller.userId;
    const listId = Number(input.listid);
    const list = await this.lists.findOwned(userId, listId);
    if (!list) throw new CommandError(1, "Required field 'ListID' is missing or invalid.");
    const [segments, fields, tags, autoresponders] = await Promise.all([
      this.segments.forList(listId),
      this.fields.forList(userId, listId),
      this.tags.forList(listId, { counts: true }),
      this.autoresponders.of(userId, listId),
    ]);
    return {
      List: { ListID: Number(list.id), ListName: list.name, RelOwnerUserID: list.user_id },
      Segments: segments.map(presentSegment),
      CustomFields: fields.map(presentField),
      SubscriberTags: tags.map((t) => presentTag(t)),
      AutoResponders: autoresponders,
    };
  }
}
