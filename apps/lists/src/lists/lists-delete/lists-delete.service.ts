import { Injectable } from '@nestjs/common';

import { Events, type ListsDeleteReply, type ListsDeleteRequest } from '@mail/contracts';
import { nowText, paramIds } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { FieldDefinitionsCache } from '../../custom-fields/field-definitions.cache';
import { ListRepository } from '../list.repository';

/**
 * Lists.Delete: deletes the caller's lists with everything on them (ListRepository.deleteWithDependants) and
 * announces each one. Ids of other users are ignored; no id at all is the request DTO's code 1.
 */
@Injectable()
export class ListsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly outbox: ServiceOutbox,
    private readonly fieldCache: FieldDefinitionsCache,
  ) {}

  async run(input: ListsDeleteRequest, caller: Caller): Promise<ListsDeleteReply> {
    const userId = caller.userId;
    const ids = paramIds(input.lists);
    await this.db.tx(async (m) => {
      const listIds = await this.lists.lockOwned(userId, ids, m);
      if (!listIds.length) return;
      await this.lists.deleteWithDependants(listIds, m);
      await this.outbox.add(
        m,
        Events.ListDeleted,
        listIds.map((listId) => ({ userId, listId, occurredAt: nowText() })),
      );
    });
    this.outbox.kick();
    await this.fieldCache.changed(userId);
    return {};
  }
}
