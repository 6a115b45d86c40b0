import { Controller } from '@nestjs/common';

import { JourneySendemailactions, type JourneySendemailactionsReply, type JourneySendemailactionsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneySendemailactionsService } from './journey-sendemailactions.service';

@Controller()
export class JourneySendemailactionsHandler {
  constructor(private readonly service: JourneySendemailactionsService) {}

  @Handles(JourneySendemailactions)
  handle(input: JourneySendemailactionsRequest, caller: Caller): Promise<JourneySendemailactionsReply> {
    return this.service.run(caller.userId, input);
  }
}
