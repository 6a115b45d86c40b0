import { Controller } from '@nestjs/common';

import { EmailGatewayResetSmtpPassword, type EmailGatewayResetSmtpPasswordReply, type EmailGatewayResetSmtpPasswordRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayResetSmtpPasswordService } from './email-gateway-reset-smtp-password.service';

@Controller()
export class EmailGatewayResetSmtpPasswordHandler {
  constructor(private readonly service: EmailGatewayResetSmtpPasswordService) {}

  @Handles(EmailGatewayResetSmtpPassword)
  handle(input: EmailGatewayResetSmtpPasswordRequest, caller: Caller): Promise<EmailGatewayResetSmtpPasswordReply> {
    return this.service.run(caller.userId, input);
  }
}
