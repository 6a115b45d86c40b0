import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SuppressionBrowseHandler } from './suppression-browse/suppression-browse.handler';
import { SuppressionDeleteHandler } from './suppression-delete/suppression-delete.handler';
import { SuppressionImportHandler } from './suppression-import/suppression-import.handler';
import { SuppressionBrowseService } from './suppression-browse/suppression-browse.service';
import { SuppressionDeleteService } from './suppression-delete/suppression-delete.service';
import { SuppressionImportService } from './suppression-import/suppression-import.service';

/** Suppression: suppressed addresses. */
@Module({
  imports: [ListsCommonModule],
  controllers: [SuppressionBrowseHandler, SuppressionDeleteHandler, SuppressionImportHandler],
  providers: [SuppressionBrowseService, SuppressionDeleteService, SuppressionImportService],
})
export class SuppressionModule {}
