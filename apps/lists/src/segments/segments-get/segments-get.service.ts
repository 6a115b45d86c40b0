import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { orderBy } from '../../common/sql';
import { ListRepository } from '../../lists/list.repository';
import { SegmentCounter } from '../segment.counter';
import { presentSegment, SegmentRepository } from '../segment.repository';

const ORDER_FIELDS: Record<string, string> = {
  segmentid: 'g."id"',
  segmentname: 'lower(g."name")',
  creationdate: 'g."created_at"',
  lastupdated: 'g."updated_at"',
};

/** Segments.Get: error 1 for a missing list id or a list that is not the caller's. RetrieveSubscriberCount=1 adds counts (extension). */
@Injectable()
export class SegmentsGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly segments: SegmentRepository,
    private readonly counter: SegmentCounter,
  ) {}

  async run(req: BusRequest): Promise<{ TotalSegmentCount: number; Segments: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const listId = p.id('SubscriberListID') ?? p.id('ListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(1, 'Missing subscriber list id');
    const rows = await this.segments.forList(listId, orderBy(p.str('OrderField'), p.str('OrderType'), ORDER_FIELDS, 'SegmentID'));
    const withCounts = p.bool('RetrieveSubscriberCount', false);
    const segments = [];
    for (const row of rows) {
      const segment = presentSegment(row);
      if (withCounts) segment.SubscriberCount = await this.counter.count(userId, listId, row.rules).catch(() => 0);
      segments.push(segment);
    }
    return { TotalSegmentCount: rows.length, Segments: segments };
  }
}
