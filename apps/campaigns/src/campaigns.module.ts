import { Module } from '@nestjs/common';

import { BouncesModule } from './bounces/bounces.module';
import { CampaignLifecycleModule } from './campaigns/campaigns.module';
import { DeliveryModule } from './delivery/delivery.module';
import { EmailsModule } from './emails/emails.module';
import { JourneyMailModule } from './journey-mail/journey-mail.module';
import { ReportsModule } from './reports/reports.module';
import { EngagementModule } from './engagement/engagement.module';
import { CampaignTagsModule } from './campaign-tags/campaign-tags.module';
import { EmailTemplatesModule } from './email-templates/email-templates.module';
import { MediaLibraryModule } from './media-library/media-library.module';
import { UserEmailContentModule } from './user-email-content/user-email-content.module';
import { CampaignReadsModule } from './campaign-reads/campaign-reads.module';
import { CampaignExportsModule } from './campaign-exports/campaign-exports.module';
import { SplitTestsModule } from './split-tests/split-tests.module';
import { AutorespondersModule } from './autoresponders/autoresponders.module';
import { UsageSendsModule } from './usage-sends/usage-sends.module';
import { AdminCampaignsModule } from './admin-campaigns/admin-campaigns.module';
import { AdminOpsModule } from './admin-ops/admin-ops.module';

/**
 * The campaigns service: emails, campaigns, schedules, the send pipeline, tracking statistics and automated reports, one
 * module per aggregate. Self-contained (its kit: data source, outbox, event consumers, jobs, and its mailer in
 * CampaignsCommonModule); the host provides BUS globally, so it runs in its own process (main.ts) or in the suite.
 */
@Module({
  imports: [
    AdminOpsModule,
    AdminCampaignsModule,
    AutorespondersModule,
    UsageSendsModule,
    EmailTemplatesModule,
    MediaLibraryModule,
    UserEmailContentModule,
    SplitTestsModule,
    CampaignExportsModule,
    CampaignReadsModule,
    CampaignTagsModule,
    EmailsModule,
    CampaignLifecycleModule,
    DeliveryModule,
    ReportsModule,
    EngagementModule,
    BouncesModule,
    JourneyMailModule,
  ],
})
export class CampaignsModule {}
