import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { AutorespondersRepository } from '../autoresponders/autoresponders.repository';
import { BounceAddresses } from '../bounces/bounce-address';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { CAMPAIGNS_MIGRATIONS } from '../database/campaigns.migrations';
import { CAMPAIGNS_CONFIG, type CampaignsConfig, readCampaignsConfig } from '../campaigns.config';
import { DELIVERY_CONFIG } from '../delivery/delivery.config';
import { EmailRepository } from '../emails/email.repository';
import { ListFieldsClient } from '../emails/list-fields.client';
import { UserFieldsClient } from '../emails/user-fields.client';
import { JourneyMailRepository } from '../journey-mail/journey-mail.repository';
import { CampaignStatistics } from '../statistics/campaign-statistics';
import { SplitTestStatistics } from '../statistics/split-test.statistics';
import { StatisticsRepository } from '../statistics/statistics.repository';
import { TrackingTokens } from '../engagement/tracking-token';
import { TrackingRepository } from '../engagement/tracking.repository';
import { ListsUnsubscriber } from '../engagement/unsubscribe/lists-unsubscriber';

const PROVIDERS = [
  secretKeyringProvider,
  CampaignRepository,
  EmailRepository,
  ListFieldsClient,
  UserFieldsClient,
  TrackingTokens,
  TrackingRepository,
  ListsUnsubscriber,
  BounceAddresses,
  JourneyMailRepository,
  StatisticsRepository,
  CampaignStatistics,
  SplitTestStatistics,
  AutorespondersRepository,
];

/** the service's settings, read and checked once (campaigns.config.ts); the delivery pipeline's part also alone */
const CONFIG = { provide: CAMPAIGNS_CONFIG, useFactory: () => readCampaignsConfig() };
const DELIVERY = { provide: DELIVERY_CONFIG, useFactory: (config: CampaignsConfig) => config.delivery, inject: [CAMPAIGNS_CONFIG] };
const KIT = ServiceKitModule.forService({ service: 'campaigns', migrations: CAMPAIGNS_MIGRATIONS });
const MAIL = MailModule.forService('campaigns');

/**
 * What the aggregates of campaigns share: the service's kit (data source, outbox, event consumers, jobs) and mailer, which
 * ServiceKitModule and MailModule export only to the module importing them (so this one imports and re-exports them once),
 * the service's settings, the secret keyring, the repositories of campaigns, emails, tracking and journey mail, the clients of lists' and
 * accounts' fields, the signed tokens and VERP addresses, and the campaign statistics.
 */
@Module({
  imports: [MAIL, KIT],
  providers: [CONFIG, DELIVERY, ...PROVIDERS],
  exports: [MAIL, KIT, CONFIG, DELIVERY, ...PROVIDERS],
})
export class CampaignsCommonModule {}
