import { Controller } from '@nestjs/common';

import { UserSenderdomainCreate, type UserSenderdomainCreateReply, type UserSenderdomainCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainCreateService } from './user-senderdomain-create.service';

@Controller()
export class UserSenderdomainCreateHandler {
  constructor(private readonly service: UserSenderdomainCreateService) {}

  @Handles(UserSenderdomainCreate)
  handle(input: UserSenderdomainCreateRequest, caller: Caller): Promise<UserSenderdomainCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
