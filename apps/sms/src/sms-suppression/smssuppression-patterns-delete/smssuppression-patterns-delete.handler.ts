import { Controller } from '@nestjs/common';

import { SmssuppressionPatternsDelete, type SmssuppressionPatternsDeleteReply, type SmssuppressionPatternsDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionPatternsDeleteService } from './smssuppression-patterns-delete.service';

@Controller()
export class SmssuppressionPatternsDeleteHandler {
  constructor(private readonly service: SmssuppressionPatternsDeleteService) {}

  @Handles(SmssuppressionPatternsDelete)
  handle(input: SmssuppressionPatternsDeleteRequest, caller: Caller): Promise<SmssuppressionPatternsDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
