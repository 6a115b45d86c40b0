import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { IMPORT_PROVIDERS } from './imports.providers';
import { SubscribersImportHandler } from './subscribers-import/subscribers-import.handler';
import { SubscribersImportStatusHandler } from './subscribers-import-status/subscribers-import-status.handler';
import { SubscribersImportService } from './subscribers-import/subscribers-import.service';
import { SubscribersImportStatusService } from './subscribers-import-status/subscribers-import-status.service';
import { SubscribersImportPostHandler } from './subscribers-import-post/subscribers-import-post.handler';
import { SubscribersImportPostService } from './subscribers-import-post/subscribers-import-post.service';
import { CsvUrlFetcher } from './subscribers-import-post/csv-url.fetcher';
import { ImportTagsRepository } from './subscribers-import-post/import-tags.repository';
import { SubscribersImportGetHandler } from './subscribers-import-get/subscribers-import-get.handler';
import { SubscribersImportGetService } from './subscribers-import-get/subscribers-import-get.service';
import { SubscribersImportPrepareHandler } from './subscribers-import-prepare/subscribers-import-prepare.handler';
import { SubscribersImportPrepareService } from './subscribers-import-prepare/subscribers-import-prepare.service';
import { ThirdPartySourcesClient } from './subscribers-import-prepare/third-party-sources.client';

/** Bulk imports: the commands and the jobs that run them. */
@Module({
  imports: [ListsCommonModule],
  controllers: [
    SubscribersImportPrepareHandler,
    SubscribersImportGetHandler,
    SubscribersImportPostHandler,
    SubscribersImportHandler,
    SubscribersImportStatusHandler,
  ],
  providers: [
    SubscribersImportPrepareService,
    ThirdPartySourcesClient,
    SubscribersImportGetService,
    SubscribersImportPostService,
    CsvUrlFetcher,
    ImportTagsRepository,
    SubscribersImportService,
    SubscribersImportStatusService,
    ...IMPORT_PROVIDERS,
  ],
})
export class ImportsModule {}
