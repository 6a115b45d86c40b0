import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type ListGetRequest } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';

/** List.Get: one indexed read; error 1 keyed `listid` for missing, invalid (the request DTO) or another user's list. */
@Injectable()
export class ListGetService {
  constructor(private readonly lists: ListRepository) {}

  async run(req: BusRequest<ListGetRequest>): Promise<{ List: Record<string, unknown> }> {
    const row = await this.lists.findOwned(callerUserId(req), Number(req.params.listid), true);
    if (!row) throw new CommandError(1, "The 'ListID' parameter is missing or invalid.", { param: 'listid' });
    return { List: presentList(row) };
  }
}
