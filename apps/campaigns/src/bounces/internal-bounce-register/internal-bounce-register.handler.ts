import { Controller } from '@nestjs/common';

import { InternalBounceRegister, type InternalBounceRegisterReply, type InternalBounceRegisterRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { InternalBounceRegisterService } from './internal-bounce-register.service';

@Controller()
export class InternalBounceRegisterHandler {
  constructor(private readonly service: InternalBounceRegisterService) {}

  @Handles(InternalBounceRegister)
  handle(input: InternalBounceRegisterRequest, caller: Caller): Promise<InternalBounceRegisterReply> {
    return this.service.run(input, caller.request.id);
  }
}
