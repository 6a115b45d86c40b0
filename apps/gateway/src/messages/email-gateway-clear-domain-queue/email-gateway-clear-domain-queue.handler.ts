import { Controller } from '@nestjs/common';

import { GatewayClearDomainQueue, type GatewayClearDomainQueueReply, type GatewayDomainIdRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayClearDomainQueueService } from './email-gateway-clear-domain-queue.service';

@Controller()
export class EmailGatewayClearDomainQueueHandler {
  constructor(private readonly service: EmailGatewayClearDomainQueueService) {}

  @Handles(GatewayClearDomainQueue)
  handle(input: GatewayDomainIdRequest, caller: Caller): Promise<GatewayClearDomainQueueReply> {
    return this.service.clear(caller.userId, input);
  }
}
