import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { secretKeyringProvider } from '@mail/secrets';

import { OwnedCampaign } from '../campaigns/owned-campaign';
import { SmsCampaignRepository } from '../campaigns/sms-campaign.repository';
import { SMS_MIGRATIONS } from '../database/sms.migrations';
import { EventStore } from '../provider-events/event-store';
import { EventStoreRepository } from '../provider-events/event-store.repository';
import { ExportRepository } from '../exports/export.repository';
import { ShortLinkRepository } from '../links/short-link.repository';
import { DevOutbox } from '../outbox/dev-outbox';
import { ProviderRepository } from '../provider/provider.repository';
import { ProviderSecrets } from '../provider/provider-secrets';
import { ReportRepository } from '../reads/report.repository';
import { RollupKick } from '../rollup/rollup-kick';
import { SmsMessageRepository } from '../sending/sms-message.repository';
import { SMS_CONFIG, readSmsConfig } from '../sms.config';

const PROVIDERS = [
  secretKeyringProvider,
  SmsCampaignRepository,
  OwnedCampaign,
  SmsMessageRepository,
  EventStoreRepository,
  EventStore,
  RollupKick,
  ProviderRepository,
  ProviderSecrets,
  DevOutbox,
  ShortLinkRepository,
  ReportRepository,
  ExportRepository,
];

/** the service's settings, read and checked once (sms.config.ts) */
const CONFIG = { provide: SMS_CONFIG, useFactory: () => readSmsConfig() };
const KIT = ServiceKitModule.forService({ service: 'sms', migrations: SMS_MIGRATIONS });

/**
 * What the aggregates of sms share: the service's kit (data source, outbox, event consumers, jobs), which
 * ServiceKitModule exports only to the module importing it (so this one imports and re-exports it once), the config,
 * and the repositories and helpers several aggregates use: campaigns and their messages, the event store (and the
 * roll-up kick it sends), the user's provider and its secrets, the dev outbox, short links, reports and exports.
 */
@Module({
  imports: [KIT],
  providers: [CONFIG, ...PROVIDERS],
  exports: [KIT, CONFIG, ...PROVIDERS],
})
export class SmsCommonModule {}
