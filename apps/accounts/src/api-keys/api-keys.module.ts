import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { UserApikeyHandler } from './user-apikey/user-apikey.handler';
import { UserApikeyService } from './user-apikey/user-apikey.service';
import { UserApikeyListHandler } from './user-apikey-list/user-apikey-list.handler';
import { UserApikeyListService } from './user-apikey-list/user-apikey-list.service';
import { UserApikeyDeleteHandler } from './user-apikey-delete/user-apikey-delete.handler';
import { UserApikeyDeleteService } from './user-apikey-delete/user-apikey-delete.service';

/** API keys: a user's keys, created with their permissions and allowed addresses. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [UserApikeyDeleteHandler, UserApikeyListHandler, UserApikeyHandler],
  providers: [UserApikeyDeleteService, UserApikeyListService, UserApikeyService],
})
export class ApiKeysModule {}
