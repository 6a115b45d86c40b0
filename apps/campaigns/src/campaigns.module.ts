import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { BOUNCE_PROVIDERS } from './bounces/bounces.providers';
import { CAMPAIGN_SLICE } from './campaigns/campaigns.slice';
import { BounceWebhookHandler } from './bounces/webhook/bounce-webhook.handler';
import { CAMPAIGNS_MIGRATIONS } from './database/campaigns.migrations';
import { REPORT_SLICE } from './reports/reports.slice';
import { EMAIL_HANDLERS, EMAIL_PROVIDERS } from './emails/emails.slice';
import { CampaignStatistics } from './statistics/campaign-statistics';
import { StatisticsRepository } from './statistics/statistics.repository';
import { SplitTestStatistics } from './statistics/split-test.statistics';
import { TrackHandler } from './tracking/track.handler';
import { TRACKING_PROVIDERS } from './tracking/tracking.providers';
import { DELIVERY_PROVIDERS } from './delivery/delivery.providers';
import { AUTO_RESEND_PROVIDERS } from './auto-resend/auto-resend.providers';
import { JourneyMailHandler } from './journey-mail/journey-mail.handler';
import { JourneyMailRepository } from './journey-mail/journey-mail.repository';
import { SenderDomainKeys } from './journey-mail/sender-domain-keys';

/**
 * The campaigns service: emails, campaigns, schedules, the send pipeline, tracking statistics and automated
 * reports. Self-contained; the host provides BUS globally, so it runs in its own process (main.ts) or in the suite.
 */
@Module({
  imports: [MailModule.forService('campaigns'), ServiceKitModule.forService({ service: 'campaigns', migrations: CAMPAIGNS_MIGRATIONS })],
  controllers: [TrackHandler, BounceWebhookHandler, ...CAMPAIGN_SLICE.controllers, ...EMAIL_HANDLERS, ...REPORT_SLICE.controllers, JourneyMailHandler],
  providers: [
    secretKeyringProvider,
    ...TRACKING_PROVIDERS,
    ...BOUNCE_PROVIDERS,
    StatisticsRepository,
    CampaignStatistics,
    SplitTestStatistics,
    ...CAMPAIGN_SLICE.providers,
    ...EMAIL_PROVIDERS,
    ...DELIVERY_PROVIDERS,
    ...AUTO_RESEND_PROVIDERS,
    ...REPORT_SLICE.providers,
    JourneyMailRepository,
    SenderDomainKeys,
  ],
})
export class CampaignsModule {}
