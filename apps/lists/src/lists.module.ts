import { Module } from '@nestjs/common';

import { SubscriberListsModule } from './lists/lists.module';
import { CustomFieldsModule } from './custom-fields/custom-fields.module';
import { TagsModule } from './tags/tags.module';
import { SubscribersModule } from './subscribers/subscribers.module';
import { SegmentsModule } from './segments/segments.module';
import { ImportsModule } from './imports/imports.module';
import { BulkModule } from './bulk/bulk.module';
import { SuppressionModule } from './suppression/suppression.module';
import { AudienceModule } from './audience/audience.module';
import { SubscribersOnDateModule } from './subscribers-on-date/subscribers-on-date.module';
import { SearchFiltersModule } from './search-filters/search-filters.module';
import { ListIntegrationsModule } from './list-integrations/list-integrations.module';
import { ListAnalyticsModule } from './list-analytics/list-analytics.module';
import { SubscriberExportsModule } from './subscriber-exports/subscriber-exports.module';
import { SubscriberSessionsModule } from './subscriber-sessions/subscriber-sessions.module';
import { UsageTotalsModule } from './usage-totals/usage-totals.module';
import { AdminSubscribersModule } from './admin-subscribers/admin-subscribers.module';

/**
 * The lists service: lists, custom fields, subscribers, tags, segments, suppression, activity and imports, one module per
 * aggregate. Self-contained (its kit: data source, outbox, event consumers, jobs, in ListsCommonModule); the host provides
 * BUS globally (BusModule), so the same module runs in its own process (main.ts) or inside the suite.
 */
@Module({
  imports: [
    AdminSubscribersModule,
    ListIntegrationsModule,
    SearchFiltersModule,
    ListAnalyticsModule,
    SubscriberSessionsModule,
    SubscriberExportsModule,
    SubscriberListsModule,
    CustomFieldsModule,
    TagsModule,
    SubscribersModule,
    SegmentsModule,
    ImportsModule,
    BulkModule,
    SuppressionModule,
    AudienceModule,
    SubscribersOnDateModule,
    UsageTotalsModule,
  ],
})
export class ListsModule {}
