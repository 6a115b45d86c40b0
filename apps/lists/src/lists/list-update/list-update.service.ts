import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type ListUpdateReply, type ListUpdateRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';
import { hasChanges, readListChanges } from './list-settings';

/** List.Update: codes 1–11 of the spec; only given settings change; returns the updated list. */
@Injectable()
export class ListUpdateService {
  constructor(private readonly lists: ListRepository) {}

  async run(p: ListUpdateRequest, caller: Caller): Promise<ListUpdateReply> {
    const userId = caller.userId;
    if (!paramText(p.subscriberlistid) && !paramText(p.listid)) throw new CommandError(1, 'Subscriber list id is missing');
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    const row = listId ? await this.lists.findOwned(userId, listId) : undefined;
    if (!row || !listId) throw new CommandError(2, 'Invalid subscriber list id');
    const changes = readListChanges(p, row.settings);
    if (changes instanceof CommandError) throw changes;
    if (!hasChanges(changes)) throw new CommandError(11, 'Nothing to update');
    const referenced = [...new Set(changes.referencedListIds)];
    if (referenced.length && (await this.lists.ownedIds(userId, referenced)).length !== referenced.length)
      throw new CommandError(6, 'Invalid setting: list id');
    await this.lists.update(userId, listId, changes);
    const updated = await this.lists.findOwned(userId, listId, true);
    return { List: presentList(updated!) };
  }
}
