import { Controller } from '@nestjs/common';

import { AutorespondersDelete, type AutorespondersDeleteReply, type AutorespondersDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutorespondersDeleteService } from './autoresponders-delete.service';

@Controller()
export class AutorespondersDeleteHandler {
  constructor(private readonly service: AutorespondersDeleteService) {}

  @Handles(AutorespondersDelete)
  handle(input: AutorespondersDeleteRequest, caller: Caller): Promise<AutorespondersDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
