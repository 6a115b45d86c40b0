import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type ListGetReply, type ListGetRequest } from '@mail/contracts';

import { ListTracker } from '../../website-events/list-tracker';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';

/**
 * List.Get: one indexed read, and the list's browser tracker asked of tracking at the same time; error 1 keyed `listid` for missing,
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
    const listId = Number(input.listid);
    // tracking answers nothing for a list that is not the user's: both are asked at once
    const [row, tracker] = await Promise.all([this.lists.findOwned(userId, listId, true), this.tracker.of(userId, listId)]);
    if (!row) throw new CommandError(1, "The 'ListID' parameter is missing or invalid.", { param: 'listid' });
    return { List: { ...presentList(row), ...tracker } };
  }
}
