import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { ApiKeyCreateHandler } from './user-apikey/user-apikey.handler';
import { ApiKeyCreateService } from './user-apikey/user-apikey.service';

/** API keys: a user's keys, created with their permissions and allowed addresses. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [ApiKeyCreateHandler],
  providers: [ApiKeyCreateService],
})
export class ApiKeysModule {}
