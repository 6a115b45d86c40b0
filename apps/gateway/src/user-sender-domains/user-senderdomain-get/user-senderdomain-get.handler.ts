import { Controller } from '@nestjs/common';

import { UserSenderdomainGet, type UserSenderdomainGetReply, type UserSenderdomainGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainGetService } from './user-senderdomain-get.service';

@Controller()
export class UserSenderdomainGetHandler {
  constructor(private readonly service: UserSenderdomainGetService) {}

  @Handles(UserSenderdomainGet)
  handle(input: UserSenderdomainGetRequest, caller: Caller): Promise<UserSenderdomainGetReply> {
    return this.service.run(caller.userId, input);
  }
}
