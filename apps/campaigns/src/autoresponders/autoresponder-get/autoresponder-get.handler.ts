import { Controller } from '@nestjs/common';

import { AutoresponderGet, type AutoresponderGetReply, type AutoresponderGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderGetService } from './autoresponder-get.service';

@Controller()
export class AutoresponderGetHandler {
  constructor(private readonly service: AutoresponderGetService) {}

  @Handles(AutoresponderGet)
  handle(input: AutoresponderGetRequest, caller: Caller): Promise<AutoresponderGetReply> {
    return this.service.run(caller.userId, input);
  }
}
