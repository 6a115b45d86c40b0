import { Controller } from '@nestjs/common';

import { UserSenderdomainList, type UserSenderdomainListReply, type UserSenderdomainListRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainListService } from './user-senderdomain-list.service';

@Controller()
export class UserSenderdomainListHandler {
  constructor(private readonly service: UserSenderdomainListService) {}

  @Handles(UserSenderdomainList)
  handle(_input: UserSenderdomainListRequest, caller: Caller): Promise<UserSenderdomainListReply> {
    return this.service.run(caller.userId);
  }
}
