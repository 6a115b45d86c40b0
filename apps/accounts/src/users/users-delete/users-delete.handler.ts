import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UsersDelete, type UsersDeleteRequest } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { UsersDeleteService } from './users-delete.service';

@Controller()
export class UsersDeleteHandler {
  constructor(private readonly service: UsersDeleteService) {}

  @HandlesCommand(UsersDelete)
  handle(req: BusRequest<UsersDeleteRequest>): Promise<Record<string, never>> {
    return this.service.delete(requireAuth(req), req.params);
  }
}
