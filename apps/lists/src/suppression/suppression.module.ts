import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SuppressionBrowseHandler } from './suppression-browse/suppression-browse.handler';
import { SuppressionDeleteHandler } from './suppression-delete/suppression-delete.handler';
import { SuppressionImportHandler } from './suppression-import/suppression-import.handler';
import { SuppressionBrowseService } from './suppression-browse/suppression-browse.service';
import { SuppressionDeleteService } from './suppression-delete/suppression-delete.service';
import { SuppressionImportService } from './suppression-import/suppression-import.service';
import { SuppressionStatsHandler } from './suppression-stats/suppression-stats.handler';
import { SuppressionStatsService } from './suppression-stats/suppression-stats.service';
import { SuppressionCheckHandler } from './suppression-check/suppression-check.handler';
import { SuppressionCheckService } from './suppression-check/suppression-check.service';

/** Suppression: suppressed addresses. */
@Module({
  imports: [ListsCommonModule],
  controllers: [SuppressionCheckHandler, SuppressionStatsHandler, SuppressionBrowseHandler, SuppressionDeleteHandler, SuppressionImportHandler],
  providers: [SuppressionCheckService, SuppressionStatsService, SuppressionBrowseService, SuppressionDeleteService, SuppressionImportService],
})
export class SuppressionModule {}
