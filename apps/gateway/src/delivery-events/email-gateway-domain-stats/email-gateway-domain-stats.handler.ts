import { Controller } from '@nestjs/common';

import { EmailGatewayDomainStats, type EmailGatewayDomainStatsReply, type EmailGatewayDomainStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayDomainStatsService } from './email-gateway-domain-stats.service';

@Controller()
export class EmailGatewayDomainStatsHandler {
  constructor(private readonly service: EmailGatewayDomainStatsService) {}

  @Handles(EmailGatewayDomainStats)
  handle(input: EmailGatewayDomainStatsRequest, caller: Caller): Promise<EmailGatewayDomainStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
