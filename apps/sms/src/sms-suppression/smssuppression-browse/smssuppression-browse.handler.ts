import { Controller } from '@nestjs/common';

import { SmssuppressionBrowse, type SmssuppressionBrowseReply, type SmssuppressionBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionBrowseService } from './smssuppression-browse.service';

@Controller()
export class SmssuppressionBrowseHandler {
  constructor(private readonly service: SmssuppressionBrowseService) {}

  @Handles(SmssuppressionBrowse)
  handle(input: SmssuppressionBrowseRequest, caller: Caller): Promise<SmssuppressionBrowseReply> {
    return this.service.run(caller.userId, input);
  }
}
