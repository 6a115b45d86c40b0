import { Controller } from '@nestjs/common';

import { UserEmailcontentGet, type UserEmailcontentGetReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserEmailcontentGetService } from './user-emailcontent-get.service';

@Controller()
export class UserEmailcontentGetHandler {
  constructor(private readonly service: UserEmailcontentGetService) {}

  @Handles(UserEmailcontentGet)
  handle(_input: unknown, caller: Caller): Promise<UserEmailcontentGetReply> {
    return this.service.run(caller.userId);
  }
}
