import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { UsageSendsHandler } from './usage-sends.handler';
import { CampaignsUserFeaturesQuery } from './user-features.query';
import { UsersSendsQuery } from './users-sends.query';

/** Usage sends: the internal query accounts' usage reports ask campaigns. */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [UsageSendsHandler],
  providers: [UsersSendsQuery, CampaignsUserFeaturesQuery],
})
export class UsageSendsModule {}
