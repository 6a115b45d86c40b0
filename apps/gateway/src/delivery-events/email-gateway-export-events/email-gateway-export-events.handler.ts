import { Controller } from '@nestjs/common';

import { EmailGatewayExportEvents, type EmailGatewayExportEventsReply, type EmailGatewayExportEventsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayExportEventsService } from './email-gateway-export-events.service';

@Controller()
export class EmailGatewayExportEventsHandler {
  constructor(private readonly service: EmailGatewayExportEventsService) {}

  @Handles(EmailGatewayExportEvents)
  handle(input: EmailGatewayExportEventsRequest, caller: Caller): Promise<EmailGatewayExportEventsReply> {
    return this.service.run(caller.userId, input);
  }
}
