import { Controller } from '@nestjs/common';

import { GatewayDeleteApi, type GatewayDeleteApiReply, type GatewayDeleteApiRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayDeleteApiService } from './email-gateway-delete-api.service';

@Controller()
export class EmailGatewayDeleteApiHandler {
  constructor(private readonly service: EmailGatewayDeleteApiService) {}

  @Handles(GatewayDeleteApi)
  handle(input: GatewayDeleteApiRequest, caller: Caller): Promise<GatewayDeleteApiReply> {
    return this.service.delete(caller.userId, input);
  }
}
