import { Controller } from '@nestjs/common';

import { EmailGatewayUpdateDomain, type EmailGatewayUpdateDomainReply, type EmailGatewayUpdateDomainRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayUpdateDomainService } from './email-gateway-update-domain.service';

@Controller()
export class EmailGatewayUpdateDomainHandler {
  constructor(private readonly service: EmailGatewayUpdateDomainService) {}

  @Handles(EmailGatewayUpdateDomain)
  handle(input: EmailGatewayUpdateDomainRequest, caller: Caller): Promise<EmailGatewayUpdateDomainReply> {
    return this.service.run(caller.userId, input);
  }
}
