import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SegmentsGetReply, type SegmentsGetRequest } from '@mail/contracts';
import { paramBool, paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { SegmentCounter } from '../segment.counter';
import { presentSegment, SegmentRepository } from '../segment.repository';

/** Segments.Get: error 1 for a missing list id or a list that is not the caller's. RetrieveSubscriberCount=1 adds counts (extension). */
@Injectable()
export class SegmentsGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly segments: SegmentRepository,
    private readonly counter: SegmentCounter,
  ) {}

  async run(p: SegmentsGetRequest, caller: Caller): Promise<SegmentsGetReply> {
    const userId = caller.userId;
    const listId = paramId(p.subscriberlistid) ?? paramId(p.listid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(1, 'Missing subscriber list id');
    const rows = await this.segments.forList(listId, { field: paramText(p.orderfield), type: paramText(p.ordertype) });
    const withCounts = paramBool(p.retrievesubscribercount, false);
    const segments = [];
    for (const row of rows) {
      const segment = presentSegment(row);
      if (withCounts) segment.SubscriberCount = await this.counter.count(userId, listId, row.rules).catch(() => 0);
      segments.push(segment);
    }
    return { TotalSegmentCount: rows.length, Segments: segments };
  }
}
