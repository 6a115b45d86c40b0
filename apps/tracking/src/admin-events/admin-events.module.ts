import { Module } from '@nestjs/common';

import { TrackingCommonModule } from '../common/tracking-common.module';
import { AdminEventsSearchHandler } from './admin-events-search/admin-events-search.handler';
import { AdminEventsSearchService } from './admin-events-search/admin-events-search.service';
import { AdminEventsRepository } from './admin-events.repository';

/** admin-events: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [TrackingCommonModule],
  controllers: [AdminEventsSearchHandler],
  providers: [AdminEventsSearchService, AdminEventsRepository],
})
export class AdminEventsModule {}
