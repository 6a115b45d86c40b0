import { Controller } from '@nestjs/common';

import { UserPasswordremind, type UserPasswordremindReply, type UserPasswordremindRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserPasswordremindService } from './user-passwordremind.service';

@Controller()
export class UserPasswordremindHandler {
  constructor(private readonly service: UserPasswordremindService) {}

  @Handles(UserPasswordremind)
  handle(input: UserPasswordremindRequest, caller: Caller): Promise<UserPasswordremindReply> {
    return this.service.run(caller, input);
  }
}
