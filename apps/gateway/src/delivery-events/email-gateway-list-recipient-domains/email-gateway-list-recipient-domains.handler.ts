import { Controller } from '@nestjs/common';

import { EmailGatewayListRecipientDomains, type EmailGatewayListRecipientDomainsReply, type EmailGatewayListRecipientDomainsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayListRecipientDomainsService } from './email-gateway-list-recipient-domains.service';

@Controller()
export class EmailGatewayListRecipientDomainsHandler {
  constructor(private readonly service: EmailGatewayListRecipientDomainsService) {}

  @Handles(EmailGatewayListRecipientDomains)
  handle(input: EmailGatewayListRecipientDomainsRequest, caller: Caller): Promise<EmailGatewayListRecipientDomainsReply> {
    return this.service.run(caller.userId, input);
  }
}
