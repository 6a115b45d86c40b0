import { Controller } from '@nestjs/common';

import { UserEmailcontentUpdate, type UserEmailcontentUpdateReply, type UserEmailcontentUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserEmailcontentUpdateService } from './user-emailcontent-update.service';

@Controller()
export class UserEmailcontentUpdateHandler {
  constructor(private readonly service: UserEmailcontentUpdateService) {}

  @Handles(UserEmailcontentUpdate)
  handle(input: UserEmailcontentUpdateRequest, caller: Caller): Promise<UserEmailcontentUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
