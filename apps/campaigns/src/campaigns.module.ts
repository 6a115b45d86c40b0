import { Module } from '@nestjs/common';

import { JobsModule } from '@mail/jobs';
import { MailModule } from '@mail/mail';

import { campaignsDataSourceProvider } from './database/campaigns.data-source';
import { EMAIL_HANDLERS, EMAIL_PROVIDERS } from './emails/emails.slice';
import { CampaignsOutboxRelay, campaignsOutboxProvider } from './events/campaigns-outbox.provider';

/**
 * The campaigns service: emails, campaigns, schedules, the send pipeline, tracking statistics and automated
 * reports. Self-contained; the host provides BUS globally, so it runs in its own process (main.ts) or in the suite.
 */
@Module({
  imports: [MailModule, JobsModule.forService('campaigns')],
  controllers: [...EMAIL_HANDLERS],
  providers: [campaignsDataSourceProvider, campaignsOutboxProvider, CampaignsOutboxRelay, ...EMAIL_PROVIDERS],
})
export class CampaignsModule {}
