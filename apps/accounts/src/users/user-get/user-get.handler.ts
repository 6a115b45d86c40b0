import { Controller } from '@nestjs/common';

import { UserGet, type UserGetReply, type UserGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserGetService } from './user-get.service';

@Controller()
export class UserGetHandler {
  constructor(private readonly service: UserGetService) {}

  @Handles(UserGet)
  handle(input: UserGetRequest, caller: Caller): Promise<UserGetReply> {
    return this.service.get(caller, input);
  }
}
