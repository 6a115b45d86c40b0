import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentsDelete, type SegmentsDeleteRequest } from '@mail/contracts';

import { SegmentsDeleteService } from './segments-delete.service';

@Controller()
export class SegmentsDeleteHandler {
  constructor(private readonly service: SegmentsDeleteService) {}

  @HandlesCommand(SegmentsDelete)
  handle(req: BusRequest<SegmentsDeleteRequest>): Promise<object> {
    return this.service.run(req);
  }
}
