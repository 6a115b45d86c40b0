import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentsCopy, type SegmentsCopyRequest } from '@mail/contracts';

import { SegmentsCopyService } from './segments-copy.service';

@Controller()
export class SegmentsCopyHandler {
  constructor(private readonly service: SegmentsCopyService) {}

  @HandlesCommand(SegmentsCopy)
  handle(req: BusRequest<SegmentsCopyRequest>): Promise<object> {
    return this.service.run(req);
  }
}
