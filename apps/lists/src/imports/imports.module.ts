import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { IMPORT_PROVIDERS } from './imports.providers';
import { SubscribersImportHandler } from './subscribers-import/subscribers-import.handler';
import { SubscribersImportStatusHandler } from './subscribers-import-status/subscribers-import-status.handler';
import { SubscribersImportService } from './subscribers-import/subscribers-import.service';
import { SubscribersImportStatusService } from './subscribers-import-status/subscribers-import-status.service';

/** Bulk imports: the commands and the jobs that run them. */
@Module({
  imports: [ListsCommonModule],
  controllers: [SubscribersImportHandler, SubscribersImportStatusHandler],
  providers: [SubscribersImportService, SubscribersImportStatusService, ...IMPORT_PROVIDERS],
})
export class ImportsModule {}
