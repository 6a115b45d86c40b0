import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { ListCreateHandler } from './list-create/list-create.handler';
import { ListGetHandler } from './list-get/list-get.handler';
import { ListAssetsHandler } from './list-assets/list-assets.handler';
import { ListUpdateHandler } from './list-update/list-update.handler';
import { ListsDeleteHandler } from './lists-delete/lists-delete.handler';
import { ListsGetHandler } from './lists-get/lists-get.handler';
import { ListCreateService } from './list-create/list-create.service';
import { ListGetService } from './list-get/list-get.service';
import { ListAssetsService } from './list-assets/list-assets.service';
import { ListAutoresponders } from './list-assets/list-autoresponders';
import { ListUpdateService } from './list-update/list-update.service';
import { ListsDeleteService } from './lists-delete/lists-delete.service';
import { ListsGetService } from './lists-get/lists-get.service';
import { ListsSummaryHandler } from './lists-summary.handler';
import { ListsSummaryQuery } from './lists-summary.query';
import { ListArchiveHandler } from './list-archive/list-archive.handler';
import { ListArchiveService } from './list-archive/list-archive.service';
import { ListLifecycleRepository } from './list-lifecycle.repository';
import { ListUnarchiveHandler } from './list-unarchive/list-unarchive.handler';
import { ListUnarchiveService } from './list-unarchive/list-unarchive.service';
import { ListCloneHandler } from './list-clone/list-clone.handler';
import { ListCloneService } from './list-clone/list-clone.service';
import { ListsOverviewHandler } from './lists-overview/lists-overview.handler';
import { ListsOverviewService } from './lists-overview/lists-overview.service';

/** Lists: create, read, update, delete and browse subscriber lists. */
@Module({
  imports: [ListsCommonModule],
  controllers: [
    ListsOverviewHandler,
    ListCloneHandler,
    ListUnarchiveHandler,
    ListArchiveHandler,
    ListCreateHandler,
    ListGetHandler,
    ListAssetsHandler,
    ListUpdateHandler,
    ListsDeleteHandler,
    ListsGetHandler,
    ListsSummaryHandler,
  ],
  providers: [
    ListsOverviewService,
    ListCloneService,
    ListUnarchiveService,
    ListArchiveService,
    ListLifecycleRepository,
    ListCreateService,
    ListGetService,
    ListAssetsService,
    ListAutoresponders,
    ListUpdateService,
    ListsDeleteService,
    ListsGetService,
    ListsSummaryQuery,
  ],
})
export class SubscriberListsModule {}
