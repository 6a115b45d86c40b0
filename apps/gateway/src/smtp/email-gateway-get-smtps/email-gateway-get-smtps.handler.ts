import { Controller } from '@nestjs/common';

import { EmailGatewayGetSmtps, type EmailGatewayGetSmtpsReply, type EmailGatewayGetSmtpsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayGetSmtpsService } from './email-gateway-get-smtps.service';

@Controller()
export class EmailGatewayGetSmtpsHandler {
  constructor(private readonly service: EmailGatewayGetSmtpsService) {}

  @Handles(EmailGatewayGetSmtps)
  handle(input: EmailGatewayGetSmtpsRequest, caller: Caller): Promise<EmailGatewayGetSmtpsReply> {
    return this.service.run(caller.userId, input);
  }
}
