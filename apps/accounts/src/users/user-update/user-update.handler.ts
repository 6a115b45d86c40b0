import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserUpdate, type UserUpdateRequest } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { UserUpdateService } from './user-update.service';

@Controller()
export class UserUpdateHandler {
  constructor(private readonly service: UserUpdateService) {}

  @HandlesCommand(UserUpdate)
  handle(req: BusRequest<UserUpdateRequest>): Promise<Record<string, unknown>> {
    return this.service.update(requireAuth(req), req.params);
  }
}
