import { Controller } from '@nestjs/common';

import { GatewayAddApi, type GatewayAddApiReply, type GatewayAddApiRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayAddApiService } from './email-gateway-add-api.service';

@Controller()
export class EmailGatewayAddApiHandler {
  constructor(private readonly service: EmailGatewayAddApiService) {}

  @Handles(GatewayAddApi)
  handle(input: GatewayAddApiRequest, caller: Caller): Promise<GatewayAddApiReply> {
    return this.service.create(caller.userId, input);
  }
}
