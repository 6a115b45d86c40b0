import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SegmentsGet, type SegmentsGetReply, type SegmentsGetRequest } from '@mail/contracts';

import { SegmentsGetService } from './segments-get.service';

@Controller()
export class SegmentsGetHandler {
  constructor(private readonly service: SegmentsGetService) {}

  @Handles(SegmentsGet)
  handle(input: SegmentsGetRequest, caller: Caller): Promise<SegmentsGetReply> {
    return this.service.run(input, caller);
  }
}
