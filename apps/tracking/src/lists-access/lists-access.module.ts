import { Module } from '@nestjs/common';

import { TrackingCommonModule } from '../common/tracking-common.module';
import { ListAccess } from './list-access';
import { ListDeletedConsumer } from './list-deleted.consumer';
import { ListTrackerRepository } from './list-tracker.repository';
import { ListsCommands } from './lists-commands';

/** The lists tracking may use (ownership, tracker ids) and the lists service's commands; forgets a deleted list. */
@Module({
  imports: [TrackingCommonModule],
  providers: [ListTrackerRepository, ListAccess, ListsCommands, ListDeletedConsumer],
  exports: [ListTrackerRepository, ListAccess, ListsCommands],
})
export class ListsAccessModule {}
