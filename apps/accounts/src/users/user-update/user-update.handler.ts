import { Controller } from '@nestjs/common';

import { UserUpdate, type UserUpdateReply, type UserUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserUpdateService } from './user-update.service';

@Controller()
export class UserUpdateHandler {
  constructor(private readonly service: UserUpdateService) {}

  @Handles(UserUpdate)
  handle(input: UserUpdateRequest, caller: Caller): Promise<UserUpdateReply> {
    return this.service.update(caller, input);
  }
}
