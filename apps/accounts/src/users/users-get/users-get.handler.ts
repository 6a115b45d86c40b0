import { Controller } from '@nestjs/common';

import { UsersGet, type UsersGetReply, type UsersGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UsersGetService } from './users-get.service';

@Controller()
export class UsersGetHandler {
  constructor(private readonly service: UsersGetService) {}

  @Handles(UsersGet)
  handle(input: UsersGetRequest, caller: Caller): Promise<UsersGetReply> {
    return this.service.browse(caller, input);
  }
}
