import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentUpdate } from '@mail/contracts';

import { SegmentUpdateService } from './segment-update.service';

@Controller()
export class SegmentUpdateHandler {
  constructor(private readonly service: SegmentUpdateService) {}

  @HandlesCommand(SegmentUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
