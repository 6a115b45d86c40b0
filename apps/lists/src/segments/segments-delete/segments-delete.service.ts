import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import type { SegmentsDeleteReply, SegmentsDeleteRequest } from '@mail/contracts';
import { paramIds } from '@mail/values';

import { SegmentRepository } from '../segment.repository';

/** Segments.Delete: segments of the caller's lists; other ids are ignored (no id at all: the DTO's code 1). */
@Injectable()
export class SegmentsDeleteService {
  constructor(private readonly segments: SegmentRepository) {}

  async run(input: SegmentsDeleteRequest, caller: Caller): Promise<SegmentsDeleteReply> {
    await this.segments.deleteOwned(caller.userId, paramIds(input.segments));
    return {};
  }
}
