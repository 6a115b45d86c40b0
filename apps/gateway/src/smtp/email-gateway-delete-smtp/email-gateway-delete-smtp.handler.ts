import { Controller } from '@nestjs/common';

import { GatewayDeleteSmtp, type GatewayDeleteSmtpReply, type GatewayDeleteSmtpRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayDeleteSmtpService } from './email-gateway-delete-smtp.service';

@Controller()
export class EmailGatewayDeleteSmtpHandler {
  constructor(private readonly service: EmailGatewayDeleteSmtpService) {}

  @Handles(GatewayDeleteSmtp)
  handle(input: GatewayDeleteSmtpRequest, caller: Caller): Promise<GatewayDeleteSmtpReply> {
    return this.service.delete(caller.userId, input);
  }
}
