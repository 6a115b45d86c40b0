import { Module } from '@nestjs/common';

import { TRACKING_CONFIG, readTrackingConfig } from '../tracking.config';
import { TRACKING_KIT } from '../tracking.kit';
import { EventPartitionsProcessor } from './event-partitions.processor';

/** The website events' partitions, kept ahead by a scheduled job. */
@Module({
  imports: [TRACKING_KIT],
  providers: [{ provide: TRACKING_CONFIG, useFactory: () => readTrackingConfig() }, EventPartitionsProcessor],
})
export class MaintenanceModule {}
