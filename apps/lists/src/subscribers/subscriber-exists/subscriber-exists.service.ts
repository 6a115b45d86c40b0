import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberExistsReply, type SubscriberExistsRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { SubscriberRepository } from '../subscriber.repository';

/** subscriber.exists: 1 and 2 missing (the contract), 3 a list id that is not one of the caller's lists. */
@Injectable()
export class SubscriberExistsService {
  constructor(
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
  ) {}

  async run(userId: number, input: SubscriberExistsRequest): Promise<SubscriberExistsReply> {
    const listId = paramId(input.listid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(3, 'Invalid list id');
    const found = await this.subscribers.byEmail(listId, paramText(input.emailaddress));
    return { Success: true, ErrorCode: 0, Exists: found !== undefined, SubscriberID: found ? Number(found.id) : 0 };
  }
}
