import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { ExportFilesCleanupProcessor } from './export-files-cleanup.processor';
import { ExportSubscribersProcessor } from './export-subscribers.processor';
import { SubscriberExportAudience } from './subscriber-export.audience';
import { SubscriberExportsRepository } from './subscriber-exports.repository';
import { SubscribersExportGetHandler } from './subscribers-export-get/subscribers-export-get.handler';
import { SubscribersExportGetService } from './subscribers-export-get/subscribers-export-get.service';
import { SubscribersExportPostHandler } from './subscribers-export-post/subscribers-export-post.handler';
import { SubscribersExportPostService } from './subscribers-export-post/subscribers-export-post.service';

/**
 * subscriber-exports: subscribers.export.post records an export and starts its job (ExportSubscribersProcessor writes
 * the file in parts); subscribers.export.get answers its progress and the file.
 */
@Module({
  imports: [ListsCommonModule],
  controllers: [SubscribersExportGetHandler, SubscribersExportPostHandler],
  providers: [
    SubscribersExportGetService,
    SubscribersExportPostService,
    SubscriberExportsRepository,
    SubscriberExportAudience,
    ExportSubscribersProcessor,
    ExportFilesCleanupProcessor,
  ],
})
export class SubscriberExportsModule {}
