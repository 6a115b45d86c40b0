import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SegmentUpdate, type SegmentUpdateReply, type SegmentUpdateRequest } from '@mail/contracts';

import { SegmentUpdateService } from './segment-update.service';

@Controller()
export class SegmentUpdateHandler {
  constructor(private readonly service: SegmentUpdateService) {}

  @Handles(SegmentUpdate)
  handle(input: SegmentUpdateRequest, caller: Caller): Promise<SegmentUpdateReply> {
    return this.service.run(input, caller);
  }
}
