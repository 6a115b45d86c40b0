import { Controller } from '@nestjs/common';

import { GatewayEmailSend, type GatewayEmailSendReply, type GatewayEmailSendRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewaySendService } from './email-gateway-send.service';

@Controller()
export class EmailGatewaySendHandler {
  constructor(private readonly service: EmailGatewaySendService) {}

  @Handles(GatewayEmailSend)
  handle(input: GatewayEmailSendRequest, caller: Caller): Promise<GatewayEmailSendReply> {
    return this.service.send(caller.request.credential, input);
  }
}
