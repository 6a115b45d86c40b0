import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { UserApikeyHandler } from './user-apikey/user-apikey.handler';
import { UserApikeyService } from './user-apikey/user-apikey.service';

/** API keys: a user's keys, created with their permissions and allowed addresses. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [UserApikeyHandler],
  providers: [UserApikeyService],
})
export class ApiKeysModule {}
