import { Controller } from '@nestjs/common';

import { UseremailtemplateUpdate, type UseremailtemplateUpdateReply, type UseremailtemplateUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplateUpdateService } from './useremailtemplate-update.service';

@Controller()
export class UseremailtemplateUpdateHandler {
  constructor(private readonly service: UseremailtemplateUpdateService) {}

  @Handles(UseremailtemplateUpdate)
  handle(input: UseremailtemplateUpdateRequest, caller: Caller): Promise<UseremailtemplateUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
