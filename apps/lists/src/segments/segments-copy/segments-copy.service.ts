import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type SegmentsCopyRequest } from '@mail/contracts';
import { paramId } from '@mail/values';

import { callerUserId } from '../../common/caller';
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

  async run(req: BusRequest<SegmentsCopyRequest>): Promise<{ TotalCopied: number }> {
    const userId = callerUserId(req);
    const [from, to] = [paramId(req.params.sourcelistid), paramId(req.params.targetlistid)];
    if (!from || !to || (await this.lists.ownedIds(userId, [from, to])).length !== new Set([from, to]).size)
      throw new CommandError(4, 'Invalid subscriber list ID');
    return { TotalCopied: await this.segments.copyAll(from, to) };
  }
}
