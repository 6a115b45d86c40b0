import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscribersImport, type SubscribersImportReply, type SubscribersImportRequest } from '@mail/contracts';

import { SubscribersImportService } from './subscribers-import.service';

@Controller()
export class SubscribersImportHandler {
  constructor(private readonly service: SubscribersImportService) {}

  @Handles(SubscribersImport)
  handle(input: SubscribersImportRequest, caller: Caller): Promise<SubscribersImportReply> {
    return this.service.run(input, caller);
  }
}
