import { Controller } from '@nestjs/common';

import type { JsonText } from '@mail/bus';
import { UserCurrent, type UserCurrentReply, type UserCurrentRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserCurrentService } from './user-current.service';

@Controller()
export class UserCurrentHandler {
  constructor(private readonly service: UserCurrentService) {}

  @Handles(UserCurrent)
  handle(input: UserCurrentRequest, caller: Caller): Promise<JsonText<UserCurrentReply>> {
    return this.service.current(caller, input);
  }
}
