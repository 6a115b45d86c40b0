import { Controller } from '@nestjs/common';

import { SmssuppressionPatternsBrowse, type SmssuppressionPatternsBrowseReply, type SmssuppressionPatternsBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionPatternsBrowseService } from './smssuppression-patterns-browse.service';

@Controller()
export class SmssuppressionPatternsBrowseHandler {
  constructor(private readonly service: SmssuppressionPatternsBrowseService) {}

  @Handles(SmssuppressionPatternsBrowse)
  handle(input: SmssuppressionPatternsBrowseRequest, caller: Caller): Promise<SmssuppressionPatternsBrowseReply> {
    return this.service.run(caller.userId, input);
  }
}
