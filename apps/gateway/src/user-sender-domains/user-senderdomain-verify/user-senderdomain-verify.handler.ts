import { Controller } from '@nestjs/common';

import { UserSenderdomainVerify, type UserSenderdomainVerifyReply, type UserSenderdomainVerifyRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainVerifyService } from './user-senderdomain-verify.service';

@Controller()
export class UserSenderdomainVerifyHandler {
  constructor(private readonly service: UserSenderdomainVerifyService) {}

  @Handles(UserSenderdomainVerify)
  handle(input: UserSenderdomainVerifyRequest, caller: Caller): Promise<UserSenderdomainVerifyReply> {
    return this.service.run(caller.userId, input);
  }
}
