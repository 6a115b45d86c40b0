import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type ListGetReply, type ListGetRequest } from '@mail/contracts';

import { ListTracker } from '../../website-events/list-tracker';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';

/**
 * List.Get: one indexed read, and the list's browser tracker asked of tracking; error 1 keyed `listid` for missing,
 * invalid (the request DTO) or another user's list.
 */
@Injectable()
export class ListGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly tracker: ListTracker,
  ) {}

  async run(input: ListGetRequest, caller: Caller): Promise<ListGetReply> {
    const userId = caller.userId;
    const row = await this.lists.findOwned(userId, Number(input.listid), true);
    if (!row) throw new CommandError(1, "The 'ListID' parameter is missing or invalid.", { param: 'listid' });
    return { List: { ...presentList(row), ...(await this.tracker.of(userId, Number(row.id))) } };
  }
}
