import { Controller } from '@nestjs/common';

import { EmailGatewayAccountStats, type EmailGatewayAccountStatsReply, type EmailGatewayAccountStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayAccountStatsService } from './email-gateway-account-stats.service';

@Controller()
export class EmailGatewayAccountStatsHandler {
  constructor(private readonly service: EmailGatewayAccountStatsService) {}

  @Handles(EmailGatewayAccountStats)
  handle(input: EmailGatewayAccountStatsRequest, caller: Caller): Promise<EmailGatewayAccountStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
