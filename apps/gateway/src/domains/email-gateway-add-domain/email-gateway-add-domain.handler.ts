import { Controller } from '@nestjs/common';

import { GatewayAddDomain, type GatewayAddDomainReply, type GatewayAddDomainRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayAddDomainService } from './email-gateway-add-domain.service';

@Controller()
export class EmailGatewayAddDomainHandler {
  constructor(private readonly service: EmailGatewayAddDomainService) {}

  @Handles(GatewayAddDomain)
  handle(input: GatewayAddDomainRequest, caller: Caller): Promise<GatewayAddDomainReply> {
    return this.service.add(caller.userId, input);
  }
}
