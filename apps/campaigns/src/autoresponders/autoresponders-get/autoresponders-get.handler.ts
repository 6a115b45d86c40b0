import { Controller } from '@nestjs/common';

import { AutorespondersGet, type AutorespondersGetReply, type AutorespondersGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutorespondersGetService } from './autoresponders-get.service';

@Controller()
export class AutorespondersGetHandler {
  constructor(private readonly service: AutorespondersGetService) {}

  @Handles(AutorespondersGet)
  handle(input: AutorespondersGetRequest, caller: Caller): Promise<AutorespondersGetReply> {
    return this.service.run(caller.userId, input);
  }
}
