import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentCreate, type SegmentCreateRequest } from '@mail/contracts';

import { SegmentCreateService } from './segment-create.service';

@Controller()
export class SegmentCreateHandler {
  constructor(private readonly service: SegmentCreateService) {}

  @HandlesCommand(SegmentCreate)
  handle(req: BusRequest<SegmentCreateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
