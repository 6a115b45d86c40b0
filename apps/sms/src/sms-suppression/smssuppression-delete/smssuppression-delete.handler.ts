import { Controller } from '@nestjs/common';

import { SmssuppressionDelete, type SmssuppressionDeleteReply, type SmssuppressionDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionDeleteService } from './smssuppression-delete.service';

@Controller()
export class SmssuppressionDeleteHandler {
  constructor(private readonly service: SmssuppressionDeleteService) {}

  @Handles(SmssuppressionDelete)
  handle(input: SmssuppressionDeleteRequest, caller: Caller): Promise<SmssuppressionDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
