import { Controller } from '@nestjs/common';

import { UserSenderdomainUpdate, type UserSenderdomainUpdateReply, type UserSenderdomainUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainUpdateService } from './user-senderdomain-update.service';

@Controller()
export class UserSenderdomainUpdateHandler {
  constructor(private readonly service: UserSenderdomainUpdateService) {}

  @Handles(UserSenderdomainUpdate)
  handle(input: UserSenderdomainUpdateRequest, caller: Caller): Promise<UserSenderdomainUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
