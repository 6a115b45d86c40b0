import { Controller } from '@nestjs/common';

import { EmailGatewayGetDomains, type EmailGatewayGetDomainsReply, type EmailGatewayGetDomainsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayGetDomainsService } from './email-gateway-get-domains.service';

@Controller()
export class EmailGatewayGetDomainsHandler {
  constructor(private readonly service: EmailGatewayGetDomainsService) {}

  @Handles(EmailGatewayGetDomains)
  handle(input: EmailGatewayGetDomainsRequest, caller: Caller): Promise<EmailGatewayGetDomainsReply> {
    return this.service.run(caller.userId, input);
  }
}
