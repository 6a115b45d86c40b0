import { Controller } from '@nestjs/common';

import { AutorespondersAcrosslistsGet, type AutorespondersAcrosslistsGetReply, type AutorespondersAcrosslistsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutorespondersAcrosslistsGetService } from './autoresponders-acrosslists-get.service';

@Controller()
export class AutorespondersAcrosslistsGetHandler {
  constructor(private readonly service: AutorespondersAcrosslistsGetService) {}

  @Handles(AutorespondersAcrosslistsGet)
  handle(input: AutorespondersAcrosslistsGetRequest, caller: Caller): Promise<AutorespondersAcrosslistsGetReply> {
    return this.service.run(caller.userId, input);
  }
}
