import { Controller } from '@nestjs/common';

import { GatewayAddSmtp, type GatewayAddSmtpReply, type GatewayAddSmtpRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayAddSmtpService } from './email-gateway-add-smtp.service';

@Controller()
export class EmailGatewayAddSmtpHandler {
  constructor(private readonly service: EmailGatewayAddSmtpService) {}

  @Handles(GatewayAddSmtp)
  handle(input: GatewayAddSmtpRequest, caller: Caller): Promise<GatewayAddSmtpReply> {
    return this.service.create(caller.userId, input);
  }
}
