import { Controller } from '@nestjs/common';

import { AdminUpdate, type AdminUpdateReply, type AdminUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AdminUpdateService } from './admin-update.service';

@Controller()
export class AdminUpdateHandler {
  constructor(private readonly service: AdminUpdateService) {}

  @Handles(AdminUpdate)
  handle(input: AdminUpdateRequest, caller: Caller): Promise<AdminUpdateReply> {
    return this.service.update(caller, input);
  }
}
