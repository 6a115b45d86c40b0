import { Controller } from '@nestjs/common';

import { AdminLogin, type AdminLoginReply, type AdminLoginRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AdminLoginService } from './admin-login.service';

@Controller()
export class AdminLoginHandler {
  constructor(private readonly service: AdminLoginService) {}

  @Handles(AdminLogin)
  handle(input: AdminLoginRequest, caller: Caller): Promise<AdminLoginReply> {
    return this.service.login(input, caller.request.ip);
  }
}
