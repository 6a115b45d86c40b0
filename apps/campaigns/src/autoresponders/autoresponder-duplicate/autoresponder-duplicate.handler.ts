import { Controller } from '@nestjs/common';

import { AutoresponderDuplicate, type AutoresponderDuplicateReply, type AutoresponderDuplicateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderDuplicateService } from './autoresponder-duplicate.service';

@Controller()
export class AutoresponderDuplicateHandler {
  constructor(private readonly service: AutoresponderDuplicateService) {}

  @Handles(AutoresponderDuplicate)
  handle(input: AutoresponderDuplicateRequest, caller: Caller): Promise<AutoresponderDuplicateReply> {
    return this.service.run(caller.userId, input);
  }
}
