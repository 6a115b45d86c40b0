import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscriberTagsCreateReply, type SubscriberTagsCreateRequest } from '@mail/contracts';
import { isUniqueViolation } from '@mail/db';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { TagRepository } from '../tag.repository';

/** Subscriber.Tags.Create: 1 list id (the request DTO), 2 tag name, 3 a name over its bound (the request DTO; v5.9.4's invalid tag format), 4 list not the caller's, 5 name taken in the list. */
@Injectable()
export class SubscriberTagsCreateService {
  constructor(
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
  ) {}

  async run(p: SubscriberTagsCreateRequest, caller: Caller): Promise<SubscriberTagsCreateReply> {
    const userId = caller.userId;
    const name = paramText(p.tag) || paramText(p.tagname);
    if (!name) throw new CommandError(2, 'Missing tag name');
    const listId = paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    if (await this.tags.nameTaken(listId, name)) throw new CommandError(5, 'There is another tag with the same name');
    const TagID = await this.tags.insert(listId, name).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new CommandError(5, 'There is another tag with the same name');
      throw error;
    });
    return { TagID };
  }
}
