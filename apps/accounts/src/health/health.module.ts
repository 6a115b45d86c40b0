import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { AccountsHealthHandler } from './accounts-health.handler';

/** The service's health query. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [AccountsHealthHandler],
})
export class AccountsHealthModule {}
