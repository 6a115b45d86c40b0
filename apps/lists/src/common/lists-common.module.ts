import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';

import { LISTS_MIGRATIONS } from '../database/lists.migrations';
import { LISTS_CONFIG, readListsConfig } from '../lists.config';
import { UserLimitsService } from './limits.service';
import { ListRepository } from '../lists/list.repository';
import { CustomFieldRepository } from '../custom-fields/custom-field.repository';
import { CustomFieldValueRepository } from '../custom-fields/custom-field-value.repository';
import { FieldDefinitionsCache } from '../custom-fields/field-definitions.cache';
import { TagRepository } from '../tags/tag.repository';
import { SubscriberTagRepository } from '../tags/subscriber-tag.repository';
import { SegmentRepository } from '../segments/segment.repository';
import { SubscriberDeleteRepository } from '../subscribers/subscribers-delete/subscriber-delete.repository';
import { SubscriberRepository } from '../subscribers/subscriber.repository';
import { SuppressionRepository } from '../suppression/suppression.repository';
import { RuleReferencesRepository } from '../rules/rule-references.repository';
import { RuleEngine } from '../rules/rule-engine.query';
import { SubscriberMatchRepository } from '../subscribers/subscriber-match/subscriber-match.repository';
import { SubscribersFieldSetRepository } from '../subscribers/subscribers-field-set/subscribers-field-set.repository';
import { SegmentCounter } from '../segments/segment.counter';
import { FieldChecker } from '../subscribers/field-checker';
import { SubscriberUpdater } from '../subscribers/subscriber.updater';
import { SubscriberViewRepository } from '../subscribers/subscriber-view.repository';
import { SubscriberViewLoader } from '../subscribers/subscriber-view.loader';
import { SubscriberScope } from '../subscriber-sessions/subscriber-scope';
import { SubscriberSessionsRepository } from '../subscriber-sessions/subscriber-sessions.repository';
import { SubscriberJourneyProgressClient } from '../activity/subscriber-journey-progress';
import { SubscriberQuota } from '../subscribers/subscriber-quota';
import { SubscriberCreateRepository } from '../subscribers/subscriber-create/subscriber-create.repository';
import { SubscriberCreateFields } from '../subscribers/subscriber-create/subscriber-create.fields';
import { DuplicateUpdater } from '../subscribers/subscriber-create/duplicate.updater';
import { CrossListRepository } from '../subscribers/list-behaviors/cross-list.repository';
import { OptOutEffects } from '../subscribers/subscriber-unsubscribe/opt-out.effects';
import { UnsubscribeBatchRepository } from '../subscribers/subscriber-unsubscribe/unsubscribe-batch.repository';
import { CampaignReferences } from '../subscribers/subscriber-unsubscribe/campaign-references';
import { SubscriberBrowseRepository } from '../subscribers/subscriber-browse.repository';
import { TaggingService } from '../tags/tagging.service';
import { ActivityRepository } from '../activity/activity.repository';
import { SubscriberJourneyRepository } from '../activity/subscriber-journey.repository';
import { ActivityWebsiteEventRepository } from '../activity/activity-website-event.repository';
import { ActivityWriter } from '../activity/activity.writer';
import { ActivityConsumer } from '../activity/activity.consumer';
import { BulkSelectionRepository } from '../bulk/bulk-selection.repository';
import { OptInConfirmationSender } from '../subscribers/opt-in-confirmation/opt-in-confirmation.sender';
import { OptInConfirmationConsumer } from '../subscribers/opt-in-confirmation/opt-in-confirmation.consumer';
import { SmsOptOutConsumer } from '../subscribers/subscriber-unsubscribe/sms-opt-out.consumer';
import { SubscriberIdentifierRepository } from '../subscribers/subscriber-identify/subscriber-identifier.repository';
import { SubscriberWebsiteEvents } from '../website-events/subscriber-website-events';
import { ListTracker } from '../website-events/list-tracker';
import { SubscriberRevenueRepository } from '../website-events/subscriber-revenue.repository';
import { ConversionConsumer } from '../website-events/conversion.consumer';
import { WebsiteEventRetentionProcessor } from '../website-events/website-event-retention.processor';

const PROVIDERS = [
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
  SubscriberSessionsRepository,
  SubscriberScope,
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
  ActivityWebsiteEventRepository,
  ActivityWriter,
  ActivityConsumer,
  BulkSelectionRepository,
  OptInConfirmationSender,
  OptInConfirmationConsumer,
  SmsOptOutConsumer,
  SubscriberIdentifierRepository,
  SubscriberWebsiteEvents,
  ListTracker,
  SubscriberRevenueRepository,
  ConversionConsumer,
  WebsiteEventRetentionProcessor,
];

/** the service's settings, read and checked once (lists.config.ts) */
const CONFIG = { provide: LISTS_CONFIG, useFactory: () => readListsConfig() };
const KIT = ServiceKitModule.forService({ service: 'lists', migrations: LISTS_MIGRATIONS });
const MAIL = MailModule.forService('lists');

/**
 * What the aggregates of lists share: the service's kit (data source, outbox, event consumers, jobs) and mailer, which
 * ServiceKitModule and MailModule export only to the module importing them (so this one imports and re-exports them once),
 * the repositories and read models several aggregates use, the rule engine, activity, and the event consumers.
 */
@Module({
  imports: [MAIL, KIT],
  providers: [CONFIG, ...PROVIDERS],
  exports: [MAIL, KIT, CONFIG, ...PROVIDERS],
})
export class ListsCommonModule {}
