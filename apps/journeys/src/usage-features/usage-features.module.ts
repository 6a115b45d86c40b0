import { Module } from '@nestjs/common';

import { JourneysCommonModule } from '../common/journeys-common.module';
import { JourneysUserFeaturesHandler } from './user-features.handler';
import { JourneysUserFeaturesQuery } from './user-features.query';

/** Usage features: the internal query accounts' user.usage.get asks journeys. */
@Module({
  imports: [JourneysCommonModule],
  controllers: [JourneysUserFeaturesHandler],
  providers: [JourneysUserFeaturesQuery],
})
export class JourneysUsageFeaturesModule {}
