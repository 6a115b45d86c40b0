import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { EmailGatewayAddApiHandler } from './email-gateway-add-api/email-gateway-add-api.handler';
import { EmailGatewayAddApiService } from './email-gateway-add-api/email-gateway-add-api.service';
import { EmailGatewayDeleteApiHandler } from './email-gateway-delete-api/email-gateway-delete-api.handler';
import { EmailGatewayDeleteApiService } from './email-gateway-delete-api/email-gateway-delete-api.service';
import { EmailGatewayGetApisHandler } from './email-gateway-get-apis/email-gateway-get-apis.handler';
import { EmailGatewayGetApisService } from './email-gateway-get-apis/email-gateway-get-apis.service';
import { EmailGatewayReplaceApiHandler } from './email-gateway-replace-api/email-gateway-replace-api.handler';
import { EmailGatewayReplaceApiService } from './email-gateway-replace-api/email-gateway-replace-api.service';

/** Gateway keys: a sender domain's API keys (the keys themselves and their cache are shared, GatewayCommonModule). */
@Module({
  imports: [GatewayCommonModule],
  controllers: [EmailGatewayReplaceApiHandler, EmailGatewayGetApisHandler, EmailGatewayAddApiHandler, EmailGatewayDeleteApiHandler],
  providers: [EmailGatewayReplaceApiService, EmailGatewayGetApisService, EmailGatewayAddApiService, EmailGatewayDeleteApiService],
})
export class GatewayKeysModule {}
