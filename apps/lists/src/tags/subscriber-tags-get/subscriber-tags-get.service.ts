import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscriberTagsGetReply, type SubscriberTagsGetRequest } from '@mail/contracts';
import { paramBool, paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { presentTag, TagRepository } from '../tag.repository';

/** Subscriber.Tags.Get: 1 list id missing (the request DTO), 4 list not the caller's; counts unless DisableSubscriberCount=1. */
@Injectable()
export class SubscriberTagsGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
  ) {}

  async run(p: SubscriberTagsGetRequest, caller: Caller): Promise<SubscriberTagsGetReply> {
    const userId = caller.userId;
    const listId = paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    const counts = !paramBool(p.disablesubscribercount, false);
    const rows = await this.tags.forList(listId, { counts, sort: { field: paramText(p.orderfield), type: paramText(p.ordertype) } });
    return { TagCount: rows.length, Tags: rows.map((r) => presentTag(r, counts)) };
  }
}
