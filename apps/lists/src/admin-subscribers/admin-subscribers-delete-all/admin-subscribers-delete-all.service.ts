import { Injectable } from '@nestjs/common';

import { type AdminSubscribersDeleteAllReply, type AdminSubscribersDeleteAllRequest, CommandError } from '@mail/contracts';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { SubscriberDeleteRepository } from '../../subscribers/subscribers-delete/subscriber-delete.repository';
import { AdminSubscribersRepository } from '../admin-subscribers.repository';

const PAGE = 1000;
const isId = (v: unknown) => /^\d+$/.test(String(v).trim()) && Number(v) > 0;
const isTrue = (v: unknown) =>
  v === true ||
  ['true', '1', 'yes', 'on'].includes(
    String(v ?? '')
      .trim()
      .toLowerCase(),
  );

/**
 * admin.subscribers.delete.all: the list's subscribers go as Subscribers.Delete removes them (field values, tags,
 * activity, one SubscriberDeleted event each), a page per transaction; DeleteListTags also removes the list's tags.
 */
@Injectable()
export class AdminSubscribersDeleteAllService {
  constructor(
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly repository: AdminSubscribersRepository,
    private readonly subscribers: SubscriberDeleteRepository,
  ) {}

  async run(input: AdminSubscribersDeleteAllRequest): Promise<AdminSubscribersDeleteAllReply> {
    if (!isId(input.listid)) throw new CommandError(3, 'Invalid list ID');
    const listId = Number(input.listid);
    const owner = await this.repository.listOwner(listId);
    if (!owner) throw new CommandError(3, 'Invalid list ID');
    if (!isId(input.userid) || owner.user_id !== Number(input.userid)) throw new CommandError(4, 'Access denied to this list');
    let deleted = 0;
    try {
      for (;;) {
        const n = await this.db.tx(async (m) => {
          const ids = await this.repository.subscriberIds(m, listId, PAGE);
          return ids.length ? this.subscribers.delete(m, owner.user_id, listId, ids) : 0;
        });
        if (!n) break;
        deleted += n;
        this.outbox.kick();
      }
    } catch (error) {
      throw new CommandError(5, `Failed to delete subscribers: ${(error as Error).message}`);
    }
    let tags = 0;
    if (isTrue(input.deletelisttags)) {
      try {
        tags = await this.db.tx((m) => this.repository.deleteTags(m, listId));
      } catch (error) {
        throw new CommandError(7, `Failed to delete tag entities: ${(error as Error).message}`);
      }
    }
    return { Success: true, ErrorCode: 0, TotalDeleted: deleted, TagsDeleted: tags };
  }
}
