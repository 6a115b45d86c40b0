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
import { ListUpdateService } from './list-update/list-update.service';
import { ListsDeleteService } from './lists-delete/lists-delete.service';
import { ListsGetService } from './lists-get/lists-get.service';
import { ListsSummaryHandler } from './lists-summary.handler';
import { ListsSummaryQuery } from './lists-summary.query';

/** Lists: create, read, update, delete and browse subscriber lists. */
@Module({
  imports: [ListsCommonModule],
  controllers: [ListCreateHandler, ListGetHandler, ListAssetsHandler, ListUpdateHandler, ListsDeleteHandler, ListsGetHandler, ListsSummaryHandler],
  providers: [ListCreateService, ListGetService, ListAssetsService, ListUpdateService, ListsDeleteService, ListsGetService, ListsSummaryQuery],
})
export class SubscriberListsModule {}
