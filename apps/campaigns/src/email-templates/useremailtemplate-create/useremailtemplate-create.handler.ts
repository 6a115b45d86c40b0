import { Controller } from '@nestjs/common';

import { UseremailtemplateCreate, type UseremailtemplateCreateReply, type UseremailtemplateCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplateCreateService } from './useremailtemplate-create.service';

@Controller()
export class UseremailtemplateCreateHandler {
  constructor(private readonly service: UseremailtemplateCreateService) {}

  @Handles(UseremailtemplateCreate)
  handle(input: UseremailtemplateCreateRequest, caller: Caller): Promise<UseremailtemplateCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
