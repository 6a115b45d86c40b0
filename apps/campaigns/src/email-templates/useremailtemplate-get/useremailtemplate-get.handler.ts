import { Controller } from '@nestjs/common';

import { UseremailtemplateGet, type UseremailtemplateGetReply, type UseremailtemplateGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplateGetService } from './useremailtemplate-get.service';

@Controller()
export class UseremailtemplateGetHandler {
  constructor(private readonly service: UseremailtemplateGetService) {}

  @Handles(UseremailtemplateGet)
  handle(input: UseremailtemplateGetRequest, caller: Caller): Promise<UseremailtemplateGetReply> {
    return this.service.run(caller.userId, input);
  }
}
