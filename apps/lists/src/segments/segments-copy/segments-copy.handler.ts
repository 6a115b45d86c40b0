import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SegmentsCopy, type SegmentsCopyReply, type SegmentsCopyRequest } from '@mail/contracts';

import { SegmentsCopyService } from './segments-copy.service';

@Controller()
export class SegmentsCopyHandler {
  constructor(private readonly service: SegmentsCopyService) {}

  @Handles(SegmentsCopy)
  handle(input: SegmentsCopyRequest, caller: Caller): Promise<SegmentsCopyReply> {
    return this.service.run(input, caller);
  }
}
