import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscribersImportStatus, type SubscribersImportStatusReply, type SubscribersImportStatusRequest } from '@mail/contracts';

import { SubscribersImportStatusService } from './subscribers-import-status.service';

@Controller()
export class SubscribersImportStatusHandler {
  constructor(private readonly service: SubscribersImportStatusService) {}

  @Handles(SubscribersImportStatus)
  handle(input: SubscribersImportStatusRequest, caller: Caller): Promise<SubscribersImportStatusReply> {
    return this.service.run(input, caller);
  }
}
