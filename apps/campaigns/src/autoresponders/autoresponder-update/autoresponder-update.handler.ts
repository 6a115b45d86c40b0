import { Controller } from '@nestjs/common';

import { AutoresponderUpdate, type AutoresponderUpdateReply, type AutoresponderUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderUpdateService } from './autoresponder-update.service';

@Controller()
export class AutoresponderUpdateHandler {
  constructor(private readonly service: AutoresponderUpdateService) {}

  @Handles(AutoresponderUpdate)
  handle(input: AutoresponderUpdateRequest, caller: Caller): Promise<AutoresponderUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
