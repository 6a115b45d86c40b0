import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { JourneyExportSubmitHandler } from './journey-export-submit/journey-export-submit.handler';
import { JourneyExportSubmitService } from './journey-export-submit/journey-export-submit.service';
import { StatsRepository } from '../stats/stats.repository';
import { ExportJourneysProcessor } from './export-journeys.processor';
import { ExportsRepository } from './exports.repository';
import { JourneyExportGetHandler } from './journey-export-get/journey-export-get.handler';
import { JourneyExportGetService } from './journey-export-get/journey-export-get.service';

/** Journey exports: submit and poll (or download) a CSV of the user's journeys and their statistics, written by a job. */
@Module({
  imports: [JourneysCommonModule],
  controllers: [JourneyExportGetHandler, JourneyExportSubmitHandler],
  providers: [JourneyExportGetService, JourneyExportSubmitService, ExportsRepository, ExportJourneysProcessor, StatsRepository],
})
export class JourneyExportsModule {}
