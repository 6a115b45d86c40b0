import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { UsageReportedConsumer } from './usage-reported.consumer';
import { UserLimitsHandler } from './user-limits/user-limits.handler';

/** Usage: what users sent (consumed from the gateway's reports) and their effective limits. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [UserLimitsHandler],
  providers: [UsageReportedConsumer],
})
export class UsageModule {}
