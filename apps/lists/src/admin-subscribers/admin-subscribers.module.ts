import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { AdminSubscriberSearchHandler } from './admin-subscriber-search/admin-subscriber-search.handler';
import { AdminSubscriberSearchService } from './admin-subscriber-search/admin-subscriber-search.service';
import { AdminSubscribersRepository } from './admin-subscribers.repository';
import { AdminSubscribersDeleteAllHandler } from './admin-subscribers-delete-all/admin-subscribers-delete-all.handler';
import { AdminSubscribersDeleteAllService } from './admin-subscribers-delete-all/admin-subscribers-delete-all.service';

import { SubscriberDeleteRepository } from '../subscribers/subscribers-delete/subscriber-delete.repository';
import { SubscribersStatesHandler } from './subscribers-states.handler';

/** admin-subscribers: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [ListsCommonModule],
  controllers: [AdminSubscribersDeleteAllHandler, AdminSubscriberSearchHandler, SubscribersStatesHandler],
  providers: [AdminSubscribersDeleteAllService, AdminSubscriberSearchService, AdminSubscribersRepository, SubscriberDeleteRepository],
})
export class AdminSubscribersModule {}
