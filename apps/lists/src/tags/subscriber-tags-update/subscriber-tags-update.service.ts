import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscriberTagsUpdateReply, type SubscriberTagsUpdateRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { TagRepository } from '../tag.repository';

/**
 * Subscriber.Tags.Update: 1 tag id, 2 list id (both the request DTO), 3 name missing; 4 tag or list invalid /
 * not the caller's; 5 name taken.
 */
@Injectable()
export class SubscriberTagsUpdateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
  ) {}

  async run(p: SubscriberTagsUpdateRequest, caller: Caller): Promise<SubscriberTagsUpdateReply> {
    const userId = caller.userId;
    const name = paramText(p.tag) || paramText(p.tagname);
    if (!name) throw new CommandError(3, 'Missing tag name');
    const listId = paramId(p.subscriberlistid);
    const tagId = paramId(p.tagid);
    if (!listId || !tagId || !(await this.lists.findOwned(userId, listId)) || !(await this.tags.findInList(tagId, listId))) {
      throw new CommandError(4, 'Invalid tag id or subscriber list id');
    }
    if (await this.tags.nameTaken(listId, name, tagId)) throw new CommandError(5, 'There is another tag with the same name');
    await this.tags.rename(tagId, listId, name);
    return {};
  }
}
