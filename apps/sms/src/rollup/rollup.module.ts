import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { DetailRetention } from '../retention/detail-retention';
import { EventPartitions } from '../retention/event-partitions';
import { RetentionRepository } from '../retention/retention.repository';
import { AbandonedClaims } from '../sending/abandoned-claims';
import { RollupProcessor } from './rollup.processor';
import { RollupRepository } from './rollup.repository';

/**
 * The roll-up job (no commands): counters and series from the event store, then the housekeeping it runs —
 * detail retention, event partitions, expired exports and abandoned send claims.
 */
@Module({
  imports: [SmsCommonModule],
  providers: [RollupRepository, RollupProcessor, RetentionRepository, DetailRetention, EventPartitions, AbandonedClaims],
})
export class RollupModule {}
