import { Controller } from '@nestjs/common';

import { SubscribersImportGet, type SubscribersImportGetReply, type SubscribersImportGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscribersImportGetService } from './subscribers-import-get.service';

@Controller()
export class SubscribersImportGetHandler {
  constructor(private readonly service: SubscribersImportGetService) {}

  @Handles(SubscribersImportGet)
  handle(input: SubscribersImportGetRequest, caller: Caller): Promise<SubscribersImportGetReply> {
    return this.service.run(caller.userId, input);
  }
}
