import { Module } from '@nestjs/common';

import { ActionsModule } from './actions/actions.module';
import { JourneysCommonModule } from './common/journeys-common.module';
import { EngineModule } from './engine/engine.module';
import { EnrolmentModule } from './enrolment/enrolment.module';
import { JourneysAggregateModule } from './journeys/journeys.module';
import { TriggersModule } from './triggers/triggers.module';
import { StatsModule } from './stats/stats.module';
import { JourneysUsageFeaturesModule } from './usage-features/usage-features.module';
import { JourneyExportsModule } from './exports/exports.module';
import { AdminJourneysModule } from './admin-journeys/admin-journeys.module';

/**
 * The journeys service: journeys and their actions, the triggers consumed from other services' events, and the
 * engine that runs enrolments step by step (jobs: advance per journey, a sweep every minute, webhook calls).
 * One module per aggregate; the kit (database, outbox, jobs) and the repositories are shared by all of them.
 */
@Module({
  imports: [
    AdminJourneysModule,
    JourneyExportsModule,
    StatsModule,
    JourneysCommonModule,
    EngineModule,
    JourneysAggregateModule,
    ActionsModule,
    EnrolmentModule,
    TriggersModule,
    JourneysUsageFeaturesModule,
  ],
})
export class JourneysModule {}
