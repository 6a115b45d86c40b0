import { Controller } from '@nestjs/common';

import { type RawHttpReply, SubscribersExportGet, type SubscribersExportGetReply, type SubscribersExportGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscribersExportGetService } from './subscribers-export-get.service';

@Controller()
export class SubscribersExportGetHandler {
  constructor(private readonly service: SubscribersExportGetService) {}

  @Handles(SubscribersExportGet)
  handle(input: SubscribersExportGetRequest, caller: Caller): Promise<SubscribersExportGetReply | RawHttpReply> {
    return this.service.run(caller.userId, input);
  }
}
