import { Controller } from '@nestjs/common';

import { SuppressionCheck, type SuppressionCheckReply, type SuppressionCheckRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SuppressionCheckService } from './suppression-check.service';

@Controller()
export class SuppressionCheckHandler {
  constructor(private readonly service: SuppressionCheckService) {}

  @Handles(SuppressionCheck)
  handle(input: SuppressionCheckRequest, caller: Caller): Promise<SuppressionCheckReply> {
    return this.service.run(caller.userId, input);
  }
}
