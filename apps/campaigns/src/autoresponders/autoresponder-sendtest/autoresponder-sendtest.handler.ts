import { Controller } from '@nestjs/common';

import { AutoresponderSendtest, type AutoresponderSendtestReply, type AutoresponderSendtestRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderSendtestService } from './autoresponder-sendtest.service';

@Controller()
export class AutoresponderSendtestHandler {
  constructor(private readonly service: AutoresponderSendtestService) {}

  @Handles(AutoresponderSendtest)
  handle(input: AutoresponderSendtestRequest, caller: Caller): Promise<AutoresponderSendtestReply> {
    return this.service.run(input, caller);
  }
}
