import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SegmentCreate, type SegmentCreateReply, type SegmentCreateRequest } from '@mail/contracts';

import { SegmentCreateService } from './segment-create.service';

@Controller()
export class SegmentCreateHandler {
  constructor(private readonly service: SegmentCreateService) {}

  @Handles(SegmentCreate)
  handle(input: SegmentCreateRequest, caller: Caller): Promise<SegmentCreateReply> {
    return this.service.run(input, caller);
  }
}
