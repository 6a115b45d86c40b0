import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type SubscriberTagsDeleteRequest } from '@mail/contracts';
import { paramId, paramIds } from '@mail/values';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
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

  async run(req: BusRequest<SubscriberTagsDeleteRequest>): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const listId = paramId(req.params.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    const ids = paramIds(req.params.tagids);
    if (!ids.length) return {};
    await this.db.tx(async (m) => {
      const deleted = await this.tags.deleteInList(ids, listId, m);
      if (deleted.length) await this.subscriberTags.deleteOfTags(deleted, m);
    });
    return {};
  }
}
