import { Controller } from '@nestjs/common';

import { AutorespondersCopy, type AutorespondersCopyReply, type AutorespondersCopyRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutorespondersCopyService } from './autoresponders-copy.service';

@Controller()
export class AutorespondersCopyHandler {
  constructor(private readonly service: AutorespondersCopyService) {}

  @Handles(AutorespondersCopy)
  handle(input: AutorespondersCopyRequest, caller: Caller): Promise<AutorespondersCopyReply> {
    return this.service.run(caller.userId, input);
  }
}
