import { Module } from '@nestjs/common';

import { TrackingCommonModule } from '../common/tracking-common.module';
import { EventPartitionsProcessor } from './event-partitions.processor';

/** The website events' partitions, kept ahead by a scheduled job. */
@Module({
  imports: [TrackingCommonModule],
  providers: [EventPartitionsProcessor],
})
export class MaintenanceModule {}
