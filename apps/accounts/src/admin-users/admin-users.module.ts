import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { AdminUsersActivityHandler } from './admin-users-activity/admin-users-activity.handler';
import { AdminUsersActivityService } from './admin-users-activity/admin-users-activity.service';
import { AdminUsersRepository } from './admin-users.repository';
import { UsersBriefHandler } from './users-brief.handler';
import { AdminUsersActivitySummaryHandler } from './admin-users-activity-summary/admin-users-activity-summary.handler';
import { AdminUsersActivitySummaryService } from './admin-users-activity-summary/admin-users-activity-summary.service';

/** admin-users: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [AccountsCommonModule],
  controllers: [AdminUsersActivitySummaryHandler, AdminUsersActivityHandler, UsersBriefHandler],
  providers: [AdminUsersActivitySummaryService, AdminUsersActivityService, AdminUsersRepository],
})
export class AdminUsersModule {}
