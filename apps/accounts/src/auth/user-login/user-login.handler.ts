import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserLogin, type UserLoginReply, type UserLoginRequest } from '@mail/contracts';

import { UserLoginService } from './user-login.service';

@Controller()
export class UserLoginHandler {
  constructor(private readonly service: UserLoginService) {}

  @HandlesCommand(UserLogin)
  handle(req: BusRequest<UserLoginRequest>): Promise<UserLoginReply> {
    return this.service.login(req.params, req.meta?.ip ?? '');
  }
}
