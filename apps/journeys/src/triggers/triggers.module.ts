import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { EngineModule } from '../engine/engine.module';
import { EngagementTriggersConsumer } from './engagement-triggers.consumer';
import { SubscriberTriggersConsumer } from './subscriber-triggers.consumer';
import { TriggerEnrolment } from './trigger-enrolment';

/** The triggers consumed from other services' events (subscriber, engagement), enrolling into journeys. */
@Module({
  imports: [JourneysCommonModule, EngineModule],
  providers: [TriggerEnrolment, SubscriberTriggersConsumer, EngagementTriggersConsumer],
})
export class TriggersModule {}
