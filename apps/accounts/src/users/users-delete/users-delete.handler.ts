import { Controller } from '@nestjs/common';

import { UsersDelete, type UsersDeleteReply, type UsersDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UsersDeleteService } from './users-delete.service';

@Controller()
export class UsersDeleteHandler {
  constructor(private readonly service: UsersDeleteService) {}

  @Handles(UsersDelete)
  handle(input: UsersDeleteRequest, caller: Caller): Promise<UsersDeleteReply> {
    return this.service.delete(caller, input);
  }
}
