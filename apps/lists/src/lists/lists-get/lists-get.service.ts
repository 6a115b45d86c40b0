import { Injectable } from '@nestjs/common';

import type { BusRequest, ListsGetRequest } from '@mail/contracts';
import { paramInt, paramText } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';

/** Lists.Get: the caller's lists, paged (RecordsPerRequest 0 = all), ordered by OrderField (unknown: ListID). */
@Injectable()
export class ListsGetService {
  constructor(private readonly lists: ListRepository) {}

  async run(req: BusRequest<ListsGetRequest>): Promise<{ TotalListCount: number; Lists: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = req.params;
    const sort = { field: paramText(p.orderfield), type: paramText(p.ordertype) };
    const rows = await this.lists.browse(userId, sort, paramInt(p.recordsperrequest, 0), paramInt(p.recordsfrom, 0));
    const total = await this.lists.countOfUser(userId);
    return { TotalListCount: total, Lists: rows.map(presentList) };
  }
}
