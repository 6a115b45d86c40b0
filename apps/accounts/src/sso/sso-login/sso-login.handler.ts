import { Controller } from '@nestjs/common';

import { SsoLogin, type SsoLoginReply, type SsoLoginRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SsoLoginService } from './sso-login.service';

@Controller()
export class SsoLoginHandler {
  constructor(private readonly service: SsoLoginService) {}

  @Handles(SsoLogin)
  handle(input: SsoLoginRequest, caller: Caller): Promise<SsoLoginReply> {
    return this.service.run(input, caller.request.ip);
  }
}
