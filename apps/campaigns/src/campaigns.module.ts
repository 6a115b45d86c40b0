import { Module } from '@nestjs/common';

import { JobsModule } from '@mail/jobs';
import { MailModule } from '@mail/mail';

import { campaignsDataSourceProvider } from './database/campaigns.data-source';
import { DeliveryControl } from './delivery/delivery-control';
import { DeliveryScheduler } from './delivery/delivery-scheduler';
import { DELIVERY_PROVIDERS } from './delivery/delivery.providers';
import { RecipientRepository } from './delivery/recipient.repository';
import { VerpAddresses } from './delivery/verp-address';
import { CampaignsOutboxRelay, campaignsOutboxProvider } from './events/campaigns-outbox.provider';

/**
 * The campaigns service: emails, campaigns, schedules, the send pipeline, tracking statistics and automated
 * reports. Self-contained; the host provides BUS globally, so it runs in its own process (main.ts) or in the suite.
 */
@Module({
  imports: [MailModule, JobsModule.forService('campaigns')],
  providers: [campaignsDataSourceProvider, campaignsOutboxProvider, CampaignsOutboxRelay, ...DELIVERY_PROVIDERS],
  exports: [DeliveryScheduler, DeliveryControl, RecipientRepository, VerpAddresses],
})
export class CampaignsModule {}
