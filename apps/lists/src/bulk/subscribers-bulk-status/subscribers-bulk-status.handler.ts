import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscribersBulkStatus, type SubscribersBulkStatusReply, type SubscribersBulkStatusRequest } from '@mail/contracts';

import { SubscribersBulkStatusService } from './subscribers-bulk-status.service';

@Controller()
export class SubscribersBulkStatusHandler {
  constructor(private readonly service: SubscribersBulkStatusService) {}

  @Handles(SubscribersBulkStatus)
  handle(input: SubscribersBulkStatusRequest, caller: Caller): Promise<SubscribersBulkStatusReply> {
    return this.service.run(input, caller);
  }
}
