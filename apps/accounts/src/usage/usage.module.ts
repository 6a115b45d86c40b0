import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { UsageReportedConsumer } from './usage-reported.consumer';
import { UsageSources } from './usage-sources';
import { UserLimitsHandler } from './user-limits/user-limits.handler';
import { UserSnapshotHandler } from './user-snapshot/user-snapshot.handler';
import { UserSnapshotService } from './user-snapshot/user-snapshot.service';
import { UserUsageGetHandler } from './user-usage-get/user-usage-get.handler';
import { UserUsageGetService } from './user-usage-get/user-usage-get.service';
import { UsersUsageGetHandler } from './users-usage-get/users-usage-get.handler';
import { UsersUsageGetService } from './users-usage-get/users-usage-get.service';
import { UserStatsHandler } from './user-stats/user-stats.handler';
import { UserStatsService } from './user-stats/user-stats.service';

/** Usage: what users sent (consumed from the gateway's reports) and their effective limits. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [UserStatsHandler, UsersUsageGetHandler, UserUsageGetHandler, UserSnapshotHandler, UserLimitsHandler],
  providers: [UserStatsService, UsersUsageGetService, UserUsageGetService, UserSnapshotService, UsageReportedConsumer, UsageSources],
})
export class UsageModule {}
