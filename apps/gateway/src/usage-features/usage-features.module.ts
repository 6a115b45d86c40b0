import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { GatewayUserFeaturesHandler } from './user-features.handler';
import { GatewayUserFeaturesQuery } from './user-features.query';

/** Usage features: the internal query accounts' user.usage.get asks gateway. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [GatewayUserFeaturesHandler],
  providers: [GatewayUserFeaturesQuery],
})
export class GatewayUsageFeaturesModule {}
