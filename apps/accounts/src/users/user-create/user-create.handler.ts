import { Controller } from '@nestjs/common';

import { UserCreate, type UserCreateReply, type UserCreateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UserCreateService } from './user-create.service';

/** Admin-only: the edge refuses user credentials with 99998 before this is reached. */
@Controller()
export class UserCreateHandler {
  constructor(private readonly service: UserCreateService) {}

  @Handles(UserCreate)
  handle(input: UserCreateRequest): Promise<UserCreateReply> {
    return this.service.create(input);
  }
}
