import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { UsergroupsGetHandler } from './usergroups-get/usergroups-get.handler';
import { UsergroupsGetService } from './usergroups-get/usergroups-get.service';
import { UsergroupGetHandler } from './usergroup-get/usergroup-get.handler';
import { UsergroupGetService } from './usergroup-get/usergroup-get.service';
import { UsergroupCreateHandler } from './usergroup-create/usergroup-create.handler';
import { UsergroupCreateService } from './usergroup-create/usergroup-create.service';
import { UsergroupDeleteHandler } from './usergroup-delete/usergroup-delete.handler';
import { UsergroupDeleteService } from './usergroup-delete/usergroup-delete.service';
import { UsergroupDuplicateHandler } from './usergroup-duplicate/usergroup-duplicate.handler';
import { UsergroupDuplicateService } from './usergroup-duplicate/usergroup-duplicate.service';
import { UsergroupPatchHandler } from './usergroup-patch/usergroup-patch.handler';
import { UsergroupPatchService } from './usergroup-patch/usergroup-patch.service';
import { UsergroupUpdateHandler } from './usergroup-update/usergroup-update.handler';
import { UsergroupUpdateService } from './usergroup-update/usergroup-update.service';

/** User groups (admin): the plans whose limits every service enforces for the group's users. */
@Module({
  imports: [AccountsCommonModule],
  controllers: [
    UsergroupUpdateHandler,
    UsergroupPatchHandler,
    UsergroupDuplicateHandler,
    UsergroupDeleteHandler,
    UsergroupCreateHandler,
    UsergroupGetHandler,
    UsergroupsGetHandler,
  ],
  providers: [
    UsergroupUpdateService,
    UsergroupPatchService,
    UsergroupDuplicateService,
    UsergroupDeleteService,
    UsergroupCreateService,
    UsergroupGetService,
    UsergroupsGetService,
  ],
})
export class GroupsModule {}
