import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
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
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
  ) {}

  async run(req: BusRequest): Promise<{ TotalListCount: number; Lists: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const order = orderBy(p.str('OrderField'), p.str('OrderType'), ORDER_FIELDS, 'ListID');
    const rows = await this.lists.browse(userId, order, p.int('RecordsPerRequest', 0), p.int('RecordsFrom', 0));
    const total = await this.lists.countOfUser(userId);
    return { TotalListCount: total, Lists: rows.map(presentList) };
  }
}
