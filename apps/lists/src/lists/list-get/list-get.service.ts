import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { keyedError } from '../../common/errors';
import { ParamReader } from '../../common/params';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';

/** List.Get: one indexed read; error 1 keyed `listid` for missing, invalid or another user's list. */
@Injectable()
export class ListGetService {
  constructor(private readonly lists: ListRepository) {}

  async run(req: BusRequest): Promise<{ List: Record<string, unknown> }> {
    const userId = callerUserId(req);
    const listId = new ParamReader(req.params).id('ListID');
    if (!listId) throw keyedError('listid', 1, "The 'ListID' parameter is missing or invalid.");
    const row = await this.lists.findOwned(userId, listId, true);
    if (!row) throw keyedError('listid', 1, "The 'ListID' parameter is missing or invalid.");
    return { List: presentList(row) };
  }
}
