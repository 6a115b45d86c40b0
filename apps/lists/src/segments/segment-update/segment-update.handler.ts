import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentUpdate, type SegmentUpdateRequest } from '@mail/contracts';

import { SegmentUpdateService } from './segment-update.service';

@Controller()
export class SegmentUpdateHandler {
  constructor(private readonly service: SegmentUpdateService) {}

  @HandlesCommand(SegmentUpdate)
  handle(req: BusRequest<SegmentUpdateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
