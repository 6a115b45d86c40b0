import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { ProviderHookService } from './provider-hook.service';

@Controller()
export class ProviderHookHandler {
  constructor(private readonly service: ProviderHookService) {}

  @HandlesQuery(Queries.SmsProviderHook)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.service.answer(req);
  }
}
