import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserGet, type UserGetReply, type UserGetRequest } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { UserGetService } from './user-get.service';

@Controller()
export class UserGetHandler {
  constructor(private readonly service: UserGetService) {}

  @HandlesCommand(UserGet)
  handle(req: BusRequest<UserGetRequest>): Promise<UserGetReply> {
    return this.service.get(requireAuth(req), req.params);
  }
}
