import { Controller } from '@nestjs/common';

import { UseremailtemplateDelete, type UseremailtemplateDeleteReply, type UseremailtemplateDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplateDeleteService } from './useremailtemplate-delete.service';

@Controller()
export class UseremailtemplateDeleteHandler {
  constructor(private readonly service: UseremailtemplateDeleteService) {}

  @Handles(UseremailtemplateDelete)
  handle(input: UseremailtemplateDeleteRequest, caller: Caller): Promise<UseremailtemplateDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
