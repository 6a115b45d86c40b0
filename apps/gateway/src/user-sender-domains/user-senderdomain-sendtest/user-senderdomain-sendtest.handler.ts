import { Controller } from '@nestjs/common';

import { UserSenderdomainSendtest, type UserSenderdomainSendtestReply, type UserSenderdomainSendtestRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainSendtestService } from './user-senderdomain-sendtest.service';

@Controller()
export class UserSenderdomainSendtestHandler {
  constructor(private readonly service: UserSenderdomainSendtestService) {}

  @Handles(UserSenderdomainSendtest)
  handle(input: UserSenderdomainSendtestRequest, caller: Caller): Promise<UserSenderdomainSendtestReply> {
    return this.service.run(caller.userId, input);
  }
}
