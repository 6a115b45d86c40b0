import { Module, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';
import { JobsModule } from '@mail/jobs';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { BOUNCE_PROVIDERS } from './bounces/bounces.providers';
import { BounceWebhookHandler } from './bounces/webhook/bounce-webhook.handler';
import { campaignsDataSourceProvider } from './database/campaigns.data-source';
import { CampaignsOutboxRelay, campaignsOutboxProvider } from './events/campaigns-outbox.provider';
import { CampaignStatistics } from './statistics/campaign-statistics';
import { StatisticsRepository } from './statistics/statistics.repository';
import { TrackHandler } from './tracking/track.handler';
import { TRACKING_PROVIDERS } from './tracking/tracking.providers';

/**
 * The campaigns service: emails, campaigns, schedules, the send pipeline, tracking statistics and automated
 * reports. Self-contained; the host provides BUS globally, so it runs in its own process (main.ts) or in the suite.
 */
@Module({
  imports: [MailModule, JobsModule.forService('campaigns')],
  controllers: [TrackHandler, BounceWebhookHandler],
  providers: [
    campaignsDataSourceProvider,
    campaignsOutboxProvider,
    CampaignsOutboxRelay,
    secretKeyringProvider,
    ...TRACKING_PROVIDERS,
    ...BOUNCE_PROVIDERS,
    StatisticsRepository,
    CampaignStatistics,
  ],
})
export class CampaignsModule implements OnApplicationShutdown {
  constructor(@InjectDataSource('campaigns') private readonly dataSource: DataSource) {}

  /** Runs after the providers' hooks (outbox relay stopped first). */
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
