import { Injectable } from '@nestjs/common';

import type { BusRequest, SegmentsDeleteRequest } from '@mail/contracts';
import { paramIds } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { SegmentRepository } from '../segment.repository';

/** Segments.Delete: segments of the caller's lists; other ids are ignored (no id at all: the DTO's code 1). */
@Injectable()
export class SegmentsDeleteService {
  constructor(private readonly segments: SegmentRepository) {}

  async run(req: BusRequest<SegmentsDeleteRequest>): Promise<Record<string, never>> {
    await this.segments.deleteOwned(callerUserId(req), paramIds(req.params.segments));
    return {};
  }
}
