import { Controller } from '@nestjs/common';

import { AdminUsersActivity, type AdminUsersActivityReply, type AdminUsersActivityRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminUsersActivityService } from './admin-users-activity.service';

@Controller()
export class AdminUsersActivityHandler {
  constructor(private readonly service: AdminUsersActivityService) {}

  @Handles(AdminUsersActivity)
  handle(input: AdminUsersActivityRequest): Promise<AdminUsersActivityReply> {
    return this.service.run(input);
  }
}
