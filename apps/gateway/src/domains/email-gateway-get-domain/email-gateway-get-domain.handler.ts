import { Controller } from '@nestjs/common';

import { EmailGatewayGetDomain, type EmailGatewayGetDomainReply, type EmailGatewayGetDomainRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayGetDomainService } from './email-gateway-get-domain.service';

@Controller()
export class EmailGatewayGetDomainHandler {
  constructor(private readonly service: EmailGatewayGetDomainService) {}

  @Handles(EmailGatewayGetDomain)
  handle(input: EmailGatewayGetDomainRequest, caller: Caller): Promise<EmailGatewayGetDomainReply> {
    return this.service.run(caller.userId, input);
  }
}
