import { Controller } from '@nestjs/common';

import { EmailGatewayDailySeries, type EmailGatewayDailySeriesReply, type EmailGatewayDailySeriesRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayDailySeriesService } from './email-gateway-daily-series.service';

@Controller()
export class EmailGatewayDailySeriesHandler {
  constructor(private readonly service: EmailGatewayDailySeriesService) {}

  @Handles(EmailGatewayDailySeries)
  handle(input: EmailGatewayDailySeriesRequest, caller: Caller): Promise<EmailGatewayDailySeriesReply> {
    return this.service.run(caller.userId, input);
  }
}
