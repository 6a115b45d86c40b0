import { Controller } from '@nestjs/common';

import { EmailGatewayVerifyDomain, type EmailGatewayVerifyDomainReply, type EmailGatewayVerifyDomainRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayVerifyDomainService } from './email-gateway-verify-domain.service';

@Controller()
export class EmailGatewayVerifyDomainHandler {
  constructor(private readonly service: EmailGatewayVerifyDomainService) {}

  @Handles(EmailGatewayVerifyDomain)
  handle(input: EmailGatewayVerifyDomainRequest, caller: Caller): Promise<EmailGatewayVerifyDomainReply> {
    return this.service.run(caller.userId, input);
  }
}
