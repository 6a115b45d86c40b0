import { Controller } from '@nestjs/common';

import { SmssuppressionAdd, type SmssuppressionAddReply, type SmssuppressionAddRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionAddService } from './smssuppression-add.service';

@Controller()
export class SmssuppressionAddHandler {
  constructor(private readonly service: SmssuppressionAddService) {}

  @Handles(SmssuppressionAdd)
  handle(input: SmssuppressionAddRequest, caller: Caller): Promise<SmssuppressionAddReply> {
    return this.service.run(caller, input);
  }
}
