import { Module } from '@nestjs/common';

import { JobsModule } from '@mail/jobs';
import { MailModule } from '@mail/mail';

import { CAMPAIGN_SLICE } from './campaigns/campaigns.slice';
import { campaignsDataSourceProvider } from './database/campaigns.data-source';
import { CampaignsOutboxRelay, campaignsOutboxProvider } from './events/campaigns-outbox.provider';

/**
 * The campaigns service: emails, campaigns, schedules, the send pipeline, tracking statistics and automated
 * reports. Self-contained; the host provides BUS globally, so it runs in its own process (main.ts) or in the suite.
 */
@Module({
  imports: [MailModule, JobsModule.forService('campaigns')],
  controllers: [...CAMPAIGN_SLICE.controllers],
  providers: [campaignsDataSourceProvider, campaignsOutboxProvider, CampaignsOutboxRelay, ...CAMPAIGN_SLICE.providers],
})
export class CampaignsModule {}
