import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SegmentsCopyReply, type SegmentsCopyRequest } from '@mail/contracts';
import { paramId } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { SegmentRepository } from '../segment.repository';

/**
 * Segments.Copy: every segment of the source list is copied (rules as they are) to the target list; both must be
 * the caller's (4). Either list missing is the request DTO's 1 or 2.
 */
@Injectable()
export class SegmentsCopyService {
  constructor(
    private readonly lists: ListRepository,
    private readonly segments: SegmentRepository,
  ) {}

  async run(input: SegmentsCopyRequest, caller: Caller): Promise<SegmentsCopyReply> {
    const userId = caller.userId;
    const [from, to] = [paramId(input.sourcelistid), paramId(input.targetlistid)];
    if (!from || !to || (await this.lists.ownedIds(userId, [from, to])).length !== new Set([from, to]).size)
      throw new CommandError(4, 'Invalid subscriber list ID');
    return { TotalCopied: await this.segments.copyAll(from, to) };
  }
}
