import { Controller } from '@nestjs/common';

import { HandlesCommand, type JsonText } from '@mail/bus';
import { type BusRequest, UserCurrent } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { UserCurrentService } from './user-current.service';

@Controller()
export class UserCurrentHandler {
  constructor(private readonly service: UserCurrentService) {}

  @HandlesCommand(UserCurrent)
  handle(req: BusRequest<{ userid?: unknown }>): Promise<JsonText> {
    return this.service.current(requireAuth(req), req.params ?? {});
  }
}
