import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscribersImportStatus } from '@mail/contracts';

import { SubscribersImportStatusService } from './subscribers-import-status.service';

@Controller()
export class SubscribersImportStatusHandler {
  constructor(private readonly service: SubscribersImportStatusService) {}

  @HandlesCommand(SubscribersImportStatus)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
