import { Controller } from '@nestjs/common';

import { AutoresponderCreate, type AutoresponderCreateReply, type AutoresponderCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderCreateService } from './autoresponder-create.service';

@Controller()
export class AutoresponderCreateHandler {
  constructor(private readonly service: AutoresponderCreateService) {}

  @Handles(AutoresponderCreate)
  handle(input: AutoresponderCreateRequest, caller: Caller): Promise<AutoresponderCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
