export { CampaignsModule } from './campaigns.module';
export { CAMPAIGNS_MIGRATIONS } from './database/campaigns.migrations';
export { BounceSmtpServer } from './bounces/bounce-smtp.server';
