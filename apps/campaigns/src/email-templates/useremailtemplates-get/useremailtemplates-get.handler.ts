import { Controller } from '@nestjs/common';

import { UseremailtemplatesGet, type UseremailtemplatesGetReply, type UseremailtemplatesGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplatesGetService } from './useremailtemplates-get.service';

@Controller()
export class UseremailtemplatesGetHandler {
  constructor(private readonly service: UseremailtemplatesGetService) {}

  @Handles(UseremailtemplatesGet)
  handle(input: UseremailtemplatesGetRequest, caller: Caller): Promise<UseremailtemplatesGetReply> {
    return this.service.run(caller.userId, input);
  }
}
