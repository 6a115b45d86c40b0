import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import type { ListsGetReply, ListsGetRequest } from '@mail/contracts';
import { paramInt, paramText } from '@mail/values';

import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';
import { archiveFilter } from '../archive-filter';

/** Lists.Get: the caller's lists, paged (RecordsPerRequest 0 = all), ordered by OrderField (unknown: ListID); archived lists only when `Archived` asks. */
@Injectable()
export class ListsGetService {
  constructor(private readonly lists: ListRepository) {}

  async run(p: ListsGetRequest, caller: Caller): Promise<ListsGetReply> {
    const userId = caller.userId;
    const sort = { field: paramText(p.orderfield), type: paramText(p.ordertype) };
    const archived = archiveFilter(p.archived);
    const rows = await this.lists.browse(userId, sort, paramInt(p.recordsperrequest, 0), paramInt(p.recordsfrom, 0), archived);
    const total = await this.lists.countBrowsed(userId, archived);
    return { TotalListCount: total, Lists: rows.map(presentList) };
  }
}
