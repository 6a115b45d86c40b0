import { Module } from '@nestjs/common';

import { SmsCampaignsModule } from './campaigns/sms-campaigns.module';
import { ExportsModule } from './exports/exports.module';
import { IngestionModule } from './ingestion/ingestion.module';
import { LinksModule } from './links/links.module';
import { OutboxModule } from './outbox/outbox.module';
import { ProviderModule } from './provider/provider.module';
import { ReadsModule } from './reads/reads.module';
import { RollupModule } from './rollup/rollup.module';
import { SendingModule } from './sending/sending.module';
import { SmsSuppressionModule } from './sms-suppression/sms-suppression.module';

/**
 * The sms service: SMS campaigns sent through the user's provider (Twilio-compatible, or the dev outbox), provider
 * receipts and replies, short links, the deduplicated event store, its roll-up and retention, and the reports.
 * One module per aggregate; the kit (data source, outbox, event consumers, jobs), the config and the shared
 * repositories are in SmsCommonModule. The host provides BUS globally, so the same module runs in its own process
 * (main.ts) or inside the suite.
 */
@Module({
  imports: [
    SmsSuppressionModule,
    SmsCampaignsModule,
    SendingModule,
    ProviderModule,
    IngestionModule,
    LinksModule,
    ReadsModule,
    ExportsModule,
    OutboxModule,
    RollupModule,
  ],
})
export class SmsModule {}
