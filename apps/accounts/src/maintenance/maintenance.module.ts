import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { AccountsMaintenanceProcessor } from './accounts-maintenance.processor';

/** The scheduled clean-up of expired sessions, login failures, captchas and old usage (a job). */
@Module({
  imports: [AccountsCommonModule],
  providers: [AccountsMaintenanceProcessor],
})
export class AccountsMaintenanceModule {}
