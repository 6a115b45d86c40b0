import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SegmentsGet, type SegmentsGetRequest } from '@mail/contracts';

import { SegmentsGetService } from './segments-get.service';

@Controller()
export class SegmentsGetHandler {
  constructor(private readonly service: SegmentsGetService) {}

  @HandlesCommand(SegmentsGet)
  handle(req: BusRequest<SegmentsGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
