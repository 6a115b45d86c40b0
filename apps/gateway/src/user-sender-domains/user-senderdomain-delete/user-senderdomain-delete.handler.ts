import { Controller } from '@nestjs/common';

import { UserSenderdomainDelete, type UserSenderdomainDeleteReply, type UserSenderdomainDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainDeleteService } from './user-senderdomain-delete.service';

@Controller()
export class UserSenderdomainDeleteHandler {
  constructor(private readonly service: UserSenderdomainDeleteService) {}

  @Handles(UserSenderdomainDelete)
  handle(input: UserSenderdomainDeleteRequest, caller: Caller): Promise<UserSenderdomainDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
