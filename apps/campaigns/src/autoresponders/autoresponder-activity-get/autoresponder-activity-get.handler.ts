import { Controller } from '@nestjs/common';

import { AutoresponderActivityGet, type AutoresponderActivityGetReply, type AutoresponderActivityGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderActivityGetService } from './autoresponder-activity-get.service';

@Controller()
export class AutoresponderActivityGetHandler {
  constructor(private readonly service: AutoresponderActivityGetService) {}

  @Handles(AutoresponderActivityGet)
  handle(input: AutoresponderActivityGetRequest, caller: Caller): Promise<AutoresponderActivityGetReply> {
    return this.service.run(caller.userId, input);
  }
}
