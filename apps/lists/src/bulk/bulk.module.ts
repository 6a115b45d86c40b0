import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SubscribersModule } from '../subscribers/subscribers.module';
import { SubscribersBulkStatusHandler } from './subscribers-bulk-status/subscribers-bulk-status.handler';
import { SubscribersBulkStatusService } from './subscribers-bulk-status/subscribers-bulk-status.service';
import { BulkTaggingProcessor } from './bulk-tagging.processor';
import { BulkUnsubscribeProcessor } from './bulk-unsubscribe.processor';

/** Bulk changes by rules (tag, untag, unsubscribe) that run as jobs, and their status command. */
@Module({
  imports: [ListsCommonModule, SubscribersModule],
  controllers: [SubscribersBulkStatusHandler],
  providers: [SubscribersBulkStatusService, BulkTaggingProcessor, BulkUnsubscribeProcessor],
})
export class BulkModule {}
