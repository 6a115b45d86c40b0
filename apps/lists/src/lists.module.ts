import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';

import { ActivityConsumer } from './activity/activity.consumer';
import { ActivityRepository } from './activity/activity.repository';
import { ActivityWriter } from './activity/activity.writer';
import { SubscriberJourneyRepository } from './activity/subscriber-journey.repository';
import { WebsiteEventRepository } from './activity/website-event.repository';
import { BulkSelectionRepository } from './bulk/bulk-selection.repository';
import { BulkTaggingProcessor } from './bulk/bulk-tagging.processor';
import { BulkUnsubscribeProcessor } from './bulk/bulk-unsubscribe.processor';
import { AudienceRepository } from './audience/audience.repository';
import { AudienceService } from './audience/audience.service';
import { ListsInternalQueriesHandler } from './audience/internal-queries.handler';
import { SubscriberMatchHandler } from './subscribers/subscriber-match/subscriber-match.handler';
import { SubscriberMatchRepository } from './subscribers/subscriber-match/subscriber-match.repository';
import { SubscribersFieldSetHandler } from './subscribers/subscribers-field-set/subscribers-field-set.handler';
import { SubscribersFieldSetRepository } from './subscribers/subscribers-field-set/subscribers-field-set.repository';
import { COMMAND_HANDLERS, COMMAND_SERVICES } from './commands.index';
import { WEBSITE_EVENTS_SLICE } from './website-events/website-events.slice';
import { UserLimitsService } from './common/limits.service';
import { CustomFieldValueRepository } from './custom-fields/custom-field-value.repository';
import { CustomFieldRepository } from './custom-fields/custom-field.repository';
import { FieldDefinitionsCache } from './custom-fields/field-definitions.cache';
import { LISTS_MIGRATIONS } from './database/lists.migrations';
import { IMPORT_PROVIDERS } from './imports/imports.providers';
import { ListRepository } from './lists/list.repository';
import { RuleEngine } from './rules/rule-engine.service';
import { RuleReferencesRepository } from './rules/rule-references.repository';
import { SegmentCounter } from './segments/segment.counter';
import { SegmentRepository } from './segments/segment.repository';
import { SubscriberDeleteRepository } from './subscribers/subscribers-delete/subscriber-delete.repository';
import { FieldChecker } from './subscribers/field-checker';
import { OptInConfirmationConsumer } from './subscribers/opt-in-confirmation/opt-in-confirmation.consumer';
import { SmsOptOutConsumer } from './subscribers/subscriber-unsubscribe/sms-opt-out.consumer';
import { OptInConfirmationSender } from './subscribers/opt-in-confirmation/opt-in-confirmation.sender';
import { SubscriberBrowseRepository } from './subscribers/subscriber-browse.repository';
import { CrossListRepository } from './subscribers/list-behaviors/cross-list.repository';
import { DuplicateUpdater } from './subscribers/subscriber-create/duplicate.updater';
import { SubscriberCreateFields } from './subscribers/subscriber-create/subscriber-create.fields';
import { SubscriberCreateRepository } from './subscribers/subscriber-create/subscriber-create.repository';
import { SubscriberQuota } from './subscribers/subscriber-quota';
import { OptOutEffects } from './subscribers/subscriber-unsubscribe/opt-out.effects';
import { CampaignReferences } from './subscribers/subscriber-unsubscribe/campaign-references';
import { UnsubscribeBatchRepository } from './subscribers/subscriber-unsubscribe/unsubscribe-batch.repository';
import { SubscriberViewLoader } from './subscribers/subscriber-view.loader';
import { SubscriberJourneyProgressClient } from './activity/subscriber-journey-progress';
import { SubscriberViewRepository } from './subscribers/subscriber-view.repository';
import { SubscriberRepository } from './subscribers/subscriber.repository';
import { SubscriberUpdater } from './subscribers/subscriber.updater';
import { SuppressionRepository } from './suppression/suppression.repository';
import { SubscriberTagRepository } from './tags/subscriber-tag.repository';
import { TaggingService } from './tags/tagging.service';
import { TagRepository } from './tags/tag.repository';
import { LISTS_CONFIG, readListsConfig } from './lists.config';

/**
 * The lists service: lists, custom fields, subscribers, tags, segments, suppression, activity and imports.
 * Self-contained (its kit: data source, outbox, event consumers, jobs); the host provides BUS globally
 * (BusModule), so the same module runs in its own process (main.ts) or inside the suite.
 */
@Module({
  imports: [MailModule.forService('lists'), ServiceKitModule.forService({ service: 'lists', migrations: LISTS_MIGRATIONS })],
  controllers: [...COMMAND_HANDLERS, ListsInternalQueriesHandler, SubscriberMatchHandler, SubscribersFieldSetHandler, ...WEBSITE_EVENTS_SLICE.controllers],
  providers: [
    { provide: LISTS_CONFIG, useFactory: () => readListsConfig() },
    UserLimitsService,
    ListRepository,
    CustomFieldRepository,
    CustomFieldValueRepository,
    FieldDefinitionsCache,
    TagRepository,
    SubscriberTagRepository,
    SegmentRepository,
    SubscriberDeleteRepository,
    SubscriberRepository,
    SuppressionRepository,
    RuleReferencesRepository,
    RuleEngine,
    SubscriberMatchRepository,
    SubscribersFieldSetRepository,
    SegmentCounter,
    FieldChecker,
    SubscriberUpdater,
    SubscriberViewRepository,
    SubscriberViewLoader,
    SubscriberJourneyProgressClient,
    SubscriberQuota,
    SubscriberCreateRepository,
    SubscriberCreateFields,
    DuplicateUpdater,
    CrossListRepository,
    OptOutEffects,
    UnsubscribeBatchRepository,
    CampaignReferences,
    SubscriberBrowseRepository,
    TaggingService,
    ActivityRepository,
    SubscriberJourneyRepository,
    WebsiteEventRepository,
    ActivityWriter,
    ActivityConsumer,
    AudienceRepository,
    AudienceService,
    ...IMPORT_PROVIDERS,
    BulkSelectionRepository,
    BulkTaggingProcessor,
    BulkUnsubscribeProcessor,
    OptInConfirmationSender,
    OptInConfirmationConsumer,
    SmsOptOutConsumer,
    ...COMMAND_SERVICES,
    ...WEBSITE_EVENTS_SLICE.providers,
  ],
})
export class ListsModule {}
