import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AdminUpdate, type AdminUpdateRequest, type BusRequest } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { AdminUpdateService } from './admin-update.service';

@Controller()
export class AdminUpdateHandler {
  constructor(private readonly service: AdminUpdateService) {}

  @HandlesCommand(AdminUpdate)
  handle(req: BusRequest<AdminUpdateRequest>): Promise<Record<string, unknown>> {
    return this.service.update(requireAuth(req), req.params);
  }
}
