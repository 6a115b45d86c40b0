import { Controller } from '@nestjs/common';

import { EmailGatewaySmtpRelay, type EmailGatewaySmtpRelayReply, type EmailGatewaySmtpRelayRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { EmailGatewaySmtpRelayService } from './email-gateway-smtp-relay.service';

@Controller()
export class EmailGatewaySmtpRelayHandler {
  constructor(private readonly service: EmailGatewaySmtpRelayService) {}

  @Handles(EmailGatewaySmtpRelay)
  handle(input: EmailGatewaySmtpRelayRequest): Promise<EmailGatewaySmtpRelayReply> {
    return this.service.run(input);
  }
}
