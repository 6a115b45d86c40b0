import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscribersBulkStatus, type SubscribersBulkStatusRequest } from '@mail/contracts';

import { SubscribersBulkStatusService } from './subscribers-bulk-status.service';

@Controller()
export class SubscribersBulkStatusHandler {
  constructor(private readonly service: SubscribersBulkStatusService) {}

  @HandlesCommand(SubscribersBulkStatus)
  handle(req: BusRequest<SubscribersBulkStatusRequest>): Promise<object> {
    return this.service.run(req);
  }
}
