import { Controller } from '@nestjs/common';

import { EmailGatewayGetEvents, type EmailGatewayGetEventsReply, type EmailGatewayGetEventsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayGetEventsService } from './email-gateway-get-events.service';

@Controller()
export class EmailGatewayGetEventsHandler {
  constructor(private readonly service: EmailGatewayGetEventsService) {}

  @Handles(EmailGatewayGetEvents)
  handle(input: EmailGatewayGetEventsRequest, caller: Caller): Promise<EmailGatewayGetEventsReply> {
    return this.service.run(caller.userId, input);
  }
}
