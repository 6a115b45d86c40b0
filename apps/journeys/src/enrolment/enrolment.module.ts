import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { EngineModule } from '../engine/engine.module';
import { BulkEnrolment } from './journey-bulk-trigger/bulk-enrolment';
import { JourneyBulkTriggerHandler } from './journey-bulk-trigger/journey-bulk-trigger.handler';
import { JourneyBulkTriggerService } from './journey-bulk-trigger/journey-bulk-trigger.service';
import { SubscriberJourneyTriggerHandler } from './subscriber-journey-trigger/subscriber-journey-trigger.handler';
import { SubscriberJourneyTriggerService } from './subscriber-journey-trigger/subscriber-journey-trigger.service';
import { SubscriberProgressHandler } from './subscriber-progress/subscriber-progress.handler';
import { SubscriberJourneyRemoveHandler } from './subscriber-journey-remove/subscriber-journey-remove.handler';
import { SubscriberJourneyRemoveService } from './subscriber-journey-remove/subscriber-journey-remove.service';
import { JourneyExit } from './journey-exit';
import { SubscriberJourneysRepository } from './subscriber-journeys.repository';
import { SubscriberOfList } from './subscriber-of-list';
import { SubscriberJourneyExitHandler } from './subscriber-journey-exit/subscriber-journey-exit.handler';
import { SubscriberJourneyExitService } from './subscriber-journey-exit/subscriber-journey-exit.service';
import { SubscriberJourneyListHandler } from './subscriber-journey-list/subscriber-journey-list.handler';
import { SubscriberJourneyListService } from './subscriber-journey-list/subscriber-journey-list.service';
import { JourneyActionSubscribersHandler } from './journey-action-subscribers/journey-action-subscribers.handler';
import { JourneyActionSubscribersService } from './journey-action-subscribers/journey-action-subscribers.service';

/**
 * Enrolment by command (one subscriber, a tagged audience in bulk), taking subscribers out (remove, exit), the
 * reads of who is in which journey (a subscriber's journeys, an action's subscribers) and the subscriber-progress query.
 */
@Module({
  imports: [JourneysCommonModule, EngineModule],
  controllers: [
    JourneyActionSubscribersHandler,
    SubscriberJourneyListHandler,
    SubscriberJourneyExitHandler,
    SubscriberJourneyRemoveHandler,
    JourneyBulkTriggerHandler,
    SubscriberJourneyTriggerHandler,
    SubscriberProgressHandler,
  ],
  providers: [
    JourneyActionSubscribersService,
    SubscriberJourneyListService,
    SubscriberJourneyExitService,
    SubscriberJourneyRemoveService,
    SubscriberJourneysRepository,
    SubscriberOfList,
    JourneyExit,
    JourneyBulkTriggerService,
    BulkEnrolment,
    SubscriberJourneyTriggerService,
  ],
})
export class EnrolmentModule {}
