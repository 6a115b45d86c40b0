import { Controller } from '@nestjs/common';

import { AdminUsersActivitySummary, type AdminUsersActivitySummaryReply, type AdminUsersActivitySummaryRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminUsersActivitySummaryService } from './admin-users-activity-summary.service';

@Controller()
export class AdminUsersActivitySummaryHandler {
  constructor(private readonly service: AdminUsersActivitySummaryService) {}

  @Handles(AdminUsersActivitySummary)
  handle(input: AdminUsersActivitySummaryRequest): Promise<AdminUsersActivitySummaryReply> {
    return this.service.run(input);
  }
}
