import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersDeleteReply, type SubscribersDeleteRequest } from '@mail/contracts';
import { paramId, paramIds } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { ListRepository } from '../../lists/list.repository';
import { SubscriberDeleteRepository } from './subscriber-delete.repository';

/** Subscribers.Delete (extension): 1 list id missing, 3 no subscriber ids (the request DTO), 2 list not the caller's. */
@Injectable()
export class SubscribersDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberDeleteRepository,
  ) {}

  async run(input: SubscribersDeleteRequest, caller: Caller): Promise<SubscribersDeleteReply> {
    const userId = caller.userId;
    const listId = paramId(input.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(2, 'Invalid subscriber list id');
    const ids = paramIds(input.subscribers);
    if (!ids.length) throw new CommandError(3, 'Missing subscriber ids');
    const deleted = await this.db.tx((m) => this.subscribers.delete(m, userId, listId, ids));
    if (deleted) this.outbox.kick();
    return { TotalDeleted: deleted };
  }
}
