import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { EngineModule } from '../engine/engine.module';
import { BulkEnrolment } from './journey-bulk-trigger/bulk-enrolment';
import { JourneyBulkTriggerHandler } from './journey-bulk-trigger/journey-bulk-trigger.handler';
import { JourneyBulkTriggerService } from './journey-bulk-trigger/journey-bulk-trigger.service';
import { SubscriberJourneyTriggerHandler } from './subscriber-journey-trigger/subscriber-journey-trigger.handler';
import { SubscriberJourneyTriggerService } from './subscriber-journey-trigger/subscriber-journey-trigger.service';
import { SubscriberProgressHandler } from './subscriber-progress/subscriber-progress.handler';

/** Enrolment by command (one subscriber, a tagged audience in bulk) and the subscriber-progress query. */
@Module({
  imports: [JourneysCommonModule, EngineModule],
  controllers: [JourneyBulkTriggerHandler, SubscriberJourneyTriggerHandler, SubscriberProgressHandler],
  providers: [JourneyBulkTriggerService, BulkEnrolment, SubscriberJourneyTriggerService],
})
export class EnrolmentModule {}
