import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UsersGet, type UsersGetReply, type UsersGetRequest } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { UsersGetService } from './users-get.service';

@Controller()
export class UsersGetHandler {
  constructor(private readonly service: UsersGetService) {}

  @HandlesCommand(UsersGet)
  handle(req: BusRequest<UsersGetRequest>): Promise<UsersGetReply> {
    return this.service.browse(requireAuth(req), req.params);
  }
}
