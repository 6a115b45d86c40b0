import { Controller } from '@nestjs/common';

import { EmailGatewayRecipientDomainStats, type EmailGatewayRecipientDomainStatsReply, type EmailGatewayRecipientDomainStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayRecipientDomainStatsService } from './email-gateway-recipient-domain-stats.service';

@Controller()
export class EmailGatewayRecipientDomainStatsHandler {
  constructor(private readonly service: EmailGatewayRecipientDomainStatsService) {}

  @Handles(EmailGatewayRecipientDomainStats)
  handle(input: EmailGatewayRecipientDomainStatsRequest, caller: Caller): Promise<EmailGatewayRecipientDomainStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
