import { Controller } from '@nestjs/common';

import { UserApikeyList, type UserApikeyListReply, type UserApikeyListRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserApikeyListService } from './user-apikey-list.service';

@Controller()
export class UserApikeyListHandler {
  constructor(private readonly service: UserApikeyListService) {}

  @Handles(UserApikeyList)
  handle(input: UserApikeyListRequest, caller: Caller): Promise<UserApikeyListReply> {
    return this.service.list(caller, input);
  }
}
