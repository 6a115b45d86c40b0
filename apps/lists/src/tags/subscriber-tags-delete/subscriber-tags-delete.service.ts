import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberTagsDeleteReply, type SubscriberTagsDeleteRequest } from '@mail/contracts';
import { paramId, paramIds } from '@mail/values';
import { type Caller, ServiceDb } from '@mail/kit';

import { ListRepository } from '../../lists/list.repository';
import { SubscriberTagRepository } from '../subscriber-tag.repository';
import { TagRepository } from '../tag.repository';

/** Subscriber.Tags.Delete: 2 list id missing (the request DTO), 4 list not the caller's; tag ids outside the list are ignored. */
@Injectable()
export class SubscriberTagsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
    private readonly subscriberTags: SubscriberTagRepository,
  ) {}

  async run(input: SubscriberTagsDeleteRequest, caller: Caller): Promise<SubscriberTagsDeleteReply> {
    const userId = caller.userId;
    const listId = paramId(input.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    const ids = paramIds(input.tagids);
    if (!ids.length) return {};
    await this.db.tx(async (m) => {
      const deleted = await this.tags.deleteInList(ids, listId, m);
      if (deleted.length) await this.subscriberTags.deleteOfTags(deleted, m);
    });
    return {};
  }
}
