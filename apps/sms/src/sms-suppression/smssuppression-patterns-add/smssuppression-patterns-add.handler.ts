import { Controller } from '@nestjs/common';

import { SmssuppressionPatternsAdd, type SmssuppressionPatternsAddReply, type SmssuppressionPatternsAddRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionPatternsAddService } from './smssuppression-patterns-add.service';

@Controller()
export class SmssuppressionPatternsAddHandler {
  constructor(private readonly service: SmssuppressionPatternsAddService) {}

  @Handles(SmssuppressionPatternsAdd)
  handle(input: SmssuppressionPatternsAddRequest, caller: Caller): Promise<SmssuppressionPatternsAddReply> {
    return this.service.run(caller, input);
  }
}
