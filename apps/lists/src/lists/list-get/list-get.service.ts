import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
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
    if (!listId) throw new CommandError(1, "The 'ListID' parameter is missing or invalid.", { param: 'listid' });
    const row = await this.lists.findOwned(userId, listId, true);
    if (!row) throw new CommandError(1, "The 'ListID' parameter is missing or invalid.", { param: 'listid' });
    return { List: presentList(row) };
  }
}
