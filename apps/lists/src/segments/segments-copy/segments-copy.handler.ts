import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentsCopy } from '@mail/contracts';

import { SegmentsCopyService } from './segments-copy.service';

@Controller()
export class SegmentsCopyHandler {
  constructor(private readonly service: SegmentsCopyService) {}

  @HandlesCommand(SegmentsCopy)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
