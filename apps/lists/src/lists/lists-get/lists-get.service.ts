import { Injectable } from '@nestjs/common';

import type { BusRequest, ListsGetRequest } from '@mail/contracts';
import { paramInt, paramText } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { orderBy } from '../../common/sql';
import { presentList } from '../list.presenter';
import { ListRepository } from '../list.repository';

const ORDER_FIELDS: Record<string, string> = {
  listid: 'l."id"',
  listname: 'l."name"',
  name: 'l."name"',
  createdat: 'l."created_at"',
  subscribercount: '"subscriber_count"',
  optinmode: 'l."opt_in_mode"',
};

/** Lists.Get: the caller's lists, paged (RecordsPerRequest 0 = all), ordered by a whitelisted field. */
@Injectable()
export class ListsGetService {
  constructor(private readonly lists: ListRepository) {}

  async run(req: BusRequest<ListsGetRequest>): Promise<{ TotalListCount: number; Lists: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = req.params;
    const order = orderBy(paramText(p.orderfield), paramText(p.ordertype), ORDER_FIELDS, 'ListID');
    const rows = await this.lists.browse(userId, order, paramInt(p.recordsperrequest, 0), paramInt(p.recordsfrom, 0));
    const total = await this.lists.countOfUser(userId);
    return { TotalListCount: total, Lists: rows.map(presentList) };
  }
}
