import { Controller } from '@nestjs/common';

import { UserApikeyDelete, type UserApikeyDeleteReply, type UserApikeyDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserApikeyDeleteService } from './user-apikey-delete.service';

@Controller()
export class UserApikeyDeleteHandler {
  constructor(private readonly service: UserApikeyDeleteService) {}

  @Handles(UserApikeyDelete)
  handle(input: UserApikeyDeleteRequest, caller: Caller): Promise<UserApikeyDeleteReply> {
    return this.service.delete(caller, input);
  }
}
