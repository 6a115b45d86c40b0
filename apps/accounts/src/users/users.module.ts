import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { UserCreateHandler } from './user-create/user-create.handler';
import { UserCreateService } from './user-create/user-create.service';
import { UserCurrentCache } from './user-current/user-current.cache';
import { UserCurrentHandler } from './user-current/user-current.handler';
import { UserCurrentRepository } from './user-current/user-current.repository';
import { UserCurrentService } from './user-current/user-current.service';
import { UserGetHandler } from './user-get/user-get.handler';
import { UserGetService } from './user-get/user-get.service';
import { UserSendingProfileHandler } from './user-sending-profile/user-sending-profile.handler';
import { UserUpdateHandler } from './user-update/user-update.handler';
import { UserUpdateService } from './user-update/user-update.service';
import { UsersDeleteHandler } from './users-delete/users-delete.handler';
import { UsersDeleteService } from './users-delete/users-delete.service';
import { UsersGetHandler } from './users-get/users-get.handler';
import { UsersGetService } from './users-get/users-get.service';
import { UsersStatusHandler } from './users-status/users-status.handler';
import { UsersStatusService } from './users-status/users-status.service';
import { UserSwitchHandler } from './user-switch/user-switch.handler';
import { UserSwitchService } from './user-switch/user-switch.service';

/** Users: created, read, updated and deleted; the current user (cached) and the sending profile other services ask for. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [
    UserSwitchHandler,
    UsersStatusHandler,
    UserCreateHandler,
    UserCurrentHandler,
    UserGetHandler,
    UserSendingProfileHandler,
    UserUpdateHandler,
    UsersGetHandler,
    UsersDeleteHandler,
  ],
  providers: [
    UserSwitchService,
    UsersStatusService,
    UserCreateService,
    UserCurrentRepository,
    UserCurrentCache,
    UserCurrentService,
    UserGetService,
    UserUpdateService,
    UsersGetService,
    UsersDeleteService,
  ],
})
export class UsersModule {}
