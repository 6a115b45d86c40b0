import { Controller } from '@nestjs/common';

import { UserLogin, type UserLoginReply, type UserLoginRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserLoginService } from './user-login.service';

@Controller()
export class UserLoginHandler {
  constructor(private readonly service: UserLoginService) {}

  @Handles(UserLogin)
  handle(input: UserLoginRequest, caller: Caller): Promise<UserLoginReply> {
    return this.service.login(input, caller.request.ip);
  }
}
