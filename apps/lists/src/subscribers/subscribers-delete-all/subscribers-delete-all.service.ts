import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type SubscribersDeleteAllReply, type SubscribersDeleteAllRequest } from '@mail/contracts';
import { ServiceDb, ServiceOutbox } from '@mail/kit';
import { paramBool, paramId } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { SubscriberTagRepository } from '../../tags/subscriber-tag.repository';
import { TagRepository } from '../../tags/tag.repository';
import { SubscriberDeleteRepository } from '../subscribers-delete/subscriber-delete.repository';

const log = logger('lists.subscribers-delete-all');
const BATCH = 5000;

/**
 * subscribers.delete.all: empties one of the caller's lists in batches of 5,000 by id (each batch a transaction that
 * deletes the subscribers with their values, tag links and activity, and announces each one), then, with
 * DeleteListTags, the list's tags. 3 a list id that is not a positive integer, 4 a list that is not the caller's.
 */
@Injectable()
export class SubscribersDeleteAllService {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberDeleteRepository,
    private readonly tags: TagRepository,
    private readonly subscriberTags: SubscriberTagRepository,
  ) {}

  async run(userId: number, input: SubscribersDeleteAllRequest): Promise<SubscribersDeleteAllReply> {
    const listId = paramId(input.listid);
    if (!listId) throw new CommandError(3, 'Invalid list ID');
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Access denied to this list');
    await this.guard(5, 'Failed to delete subscribers', () => this.deleteSubscribers(userId, listId));
    if (paramBool(input.deletelisttags, false)) await this.guard(7, 'Failed to delete tag entities', () => this.deleteTags(listId));
    return { Success: true };
  }

  private async deleteSubscribers(userId: number, listId: number): Promise<void> {
    for (let after = 0; ;) {
      const ids = await this.db.tx(async (m) => {
        const batch = await this.subscribers.idsAfter(m, listId, after, BATCH);
        if (batch.length) await this.subscribers.delete(m, userId, listId, batch);
        return batch;
      });
      if (ids.length) this.outbox.kick();
      if (ids.length < BATCH) return;
      after = ids[ids.length - 1];
    }
  }

  private async deleteTags(listId: number): Promise<void> {
    const ids = (await this.tags.forList(listId, { counts: false })).map((t) => Number(t.id));
    if (!ids.length) return;
    await this.db.tx(async (m) => {
      const deleted = await this.tags.deleteInList(ids, listId, m);
      if (deleted.length) await this.subscriberTags.deleteOfTags(deleted, m);
    });
  }

  private async guard(code: number, message: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, message);
      throw new CommandError(code, message);
    }
  }
}
