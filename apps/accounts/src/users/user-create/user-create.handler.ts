import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserCreate, type UserCreateReply, type UserCreateRequest } from '@mail/contracts';

import { UserCreateService } from './user-create.service';

/** Admin-only: the edge refuses user credentials with 99998 before this is reached. */
@Controller()
export class UserCreateHandler {
  constructor(private readonly service: UserCreateService) {}

  @HandlesCommand(UserCreate)
  handle(req: BusRequest<UserCreateRequest>): Promise<UserCreateReply> {
    return this.service.create(req.params);
  }
}
