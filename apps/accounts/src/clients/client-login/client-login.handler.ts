import { Controller } from '@nestjs/common';

import { ClientLogin, type ClientLoginReply, type ClientLoginRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientLoginService } from './client-login.service';

@Controller()
export class ClientLoginHandler {
  constructor(private readonly service: ClientLoginService) {}

  @Handles(ClientLogin)
  handle(input: ClientLoginRequest, caller: Caller): Promise<ClientLoginReply> {
    return this.service.run(input, caller.request.ip);
  }
}
