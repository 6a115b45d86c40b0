import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AdminLogin, type AdminLoginReply, type AdminLoginRequest, type BusRequest } from '@mail/contracts';

import { AdminLoginService } from './admin-login.service';

@Controller()
export class AdminLoginHandler {
  constructor(private readonly service: AdminLoginService) {}

  @HandlesCommand(AdminLogin)
  handle(req: BusRequest<AdminLoginRequest>): Promise<AdminLoginReply> {
    return this.service.login(req.params, req.meta?.ip ?? '');
  }
}
