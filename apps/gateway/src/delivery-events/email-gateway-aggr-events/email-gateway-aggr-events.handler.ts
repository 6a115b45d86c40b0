import { Controller } from '@nestjs/common';

import { GatewayAggrEvents, type GatewayAggrEventsReply, type GatewayAggrEventsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayAggrEventsService } from './email-gateway-aggr-events.service';

@Controller()
export class EmailGatewayAggrEventsHandler {
  constructor(private readonly service: EmailGatewayAggrEventsService) {}

  @Handles(GatewayAggrEvents)
  handle(input: GatewayAggrEventsRequest, caller: Caller): Promise<GatewayAggrEventsReply> {
    return this.service.aggregate(caller.userId, input);
  }
}
