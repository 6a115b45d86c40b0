import { Controller } from '@nestjs/common';

import { SubscribersImportPrepare, type SubscribersImportPrepareReply, type SubscribersImportPrepareRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SubscribersImportPrepareService } from './subscribers-import-prepare.service';

@Controller()
export class SubscribersImportPrepareHandler {
  constructor(private readonly service: SubscribersImportPrepareService) {}

  @Handles(SubscribersImportPrepare)
  handle(input: SubscribersImportPrepareRequest): Promise<SubscribersImportPrepareReply> {
    return this.service.run(input);
  }
}
