import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { JourneyStatsByactionHandler } from './journey-stats-byaction/journey-stats-byaction.handler';
import { JourneyStatsByactionService } from './journey-stats-byaction/journey-stats-byaction.service';
import { EmailNames } from '../actions/email-names';
import { JourneyEmailAction } from './journey-email-action';
import { StatsRepository } from './stats.repository';
import { JourneyStatsByispHandler } from './journey-stats-byisp/journey-stats-byisp.handler';
import { JourneyStatsByispService } from './journey-stats-byisp/journey-stats-byisp.service';
import { AccountJourneyBenchmarkHandler } from './account-journey-benchmark/account-journey-benchmark.handler';
import { AccountJourneyBenchmarkService } from './account-journey-benchmark/account-journey-benchmark.service';

/** The journey email statistics (by action, by ISP, the account benchmark) over sends and engagement journeys records. */
@Module({
  imports: [JourneysCommonModule],
  controllers: [AccountJourneyBenchmarkHandler, JourneyStatsByispHandler, JourneyStatsByactionHandler],
  providers: [AccountJourneyBenchmarkService, JourneyStatsByispService, JourneyStatsByactionService, StatsRepository, JourneyEmailAction, EmailNames],
})
export class StatsModule {}
