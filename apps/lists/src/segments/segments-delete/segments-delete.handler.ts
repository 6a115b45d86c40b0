import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SegmentsDelete, type SegmentsDeleteReply, type SegmentsDeleteRequest } from '@mail/contracts';

import { SegmentsDeleteService } from './segments-delete.service';

@Controller()
export class SegmentsDeleteHandler {
  constructor(private readonly service: SegmentsDeleteService) {}

  @Handles(SegmentsDelete)
  handle(input: SegmentsDeleteRequest, caller: Caller): Promise<SegmentsDeleteReply> {
    return this.service.run(input, caller);
  }
}
