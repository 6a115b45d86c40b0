import { Module } from '@nestjs/common';

import { JobsModule } from '@mail/jobs';
import { MailModule } from '@mail/mail';

import { ActivityConsumer } from './activity/activity.consumer';
import { ActivityWriter } from './activity/activity.writer';
import { BulkSelectionRepository } from './bulk/bulk-selection.repository';
import { BulkTaggingProcessor } from './bulk/bulk-tagging.processor';
import { BulkUnsubscribeProcessor } from './bulk/bulk-unsubscribe.processor';
import { AudienceService } from './audience/audience.service';
import { ListsInternalQueriesHandler } from './audience/internal-queries.handler';
import { COMMAND_HANDLERS, COMMAND_SERVICES } from './commands.index';
import { ListsDb } from './common/db';
import { UserLimitsService } from './common/limits.service';
import { ListsEventConsumers } from './common/event-consumers.provider';
import { ListsOutbox } from './common/outbox.provider';
import { CustomFieldRepository } from './custom-fields/custom-field.repository';
import { FieldDefinitionsCache } from './custom-fields/field-definitions.cache';
import { listsDataSourceProvider } from './database/lists.data-source';
import { IMPORT_PROVIDERS } from './imports/imports.providers';
import { ListRepository } from './lists/list.repository';
import { RuleEngine } from './rules/rule-engine.service';
import { SegmentCounter } from './segments/segment.counter';
import { SegmentRepository } from './segments/segment.repository';
import { FieldChecker } from './subscribers/field-checker';
import { OptInConfirmationConsumer } from './subscribers/opt-in-confirmation/opt-in-confirmation.consumer';
import { OptInConfirmationSender } from './subscribers/opt-in-confirmation/opt-in-confirmation.sender';
import { SubscriberBrowseQuery } from './subscribers/subscriber-browse.query';
import { SubscriberViewLoader } from './subscribers/subscriber-view.loader';
import { SubscriberRepository } from './subscribers/subscriber.repository';
import { SubscriberUpdater } from './subscribers/subscriber.updater';
import { TaggingService } from './tags/tagging.service';
import { TagRepository } from './tags/tag.repository';

/**
 * The lists service: lists, custom fields, subscribers, tags, segments, suppression, activity and imports.
 * Self-contained (its own data source and outbox); the host provides BUS globally (BusModule), so the same
 * module runs in its own process (main.ts) or inside the suite.
 */
@Module({
  imports: [MailModule, JobsModule.forService('lists')],
  controllers: [...COMMAND_HANDLERS, ListsInternalQueriesHandler],
  providers: [
    listsDataSourceProvider,
    ListsDb,
    ListsOutbox,
    ListsEventConsumers,
    UserLimitsService,
    ListRepository,
    CustomFieldRepository,
    FieldDefinitionsCache,
    TagRepository,
    SegmentRepository,
    SubscriberRepository,
    RuleEngine,
    SegmentCounter,
    FieldChecker,
    SubscriberUpdater,
    SubscriberViewLoader,
    SubscriberBrowseQuery,
    TaggingService,
    ActivityWriter,
    ActivityConsumer,
    AudienceService,
    ...IMPORT_PROVIDERS,
    BulkSelectionRepository,
    BulkTaggingProcessor,
    BulkUnsubscribeProcessor,
    OptInConfirmationSender,
    OptInConfirmationConsumer,
    ...COMMAND_SERVICES,
  ],
})
export class ListsModule {}
