import { Controller } from '@nestjs/common';

import { GatewayDeleteDomain, type GatewayDeleteDomainReply, type GatewayDomainIdRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayDeleteDomainService } from './email-gateway-delete-domain.service';

@Controller()
export class EmailGatewayDeleteDomainHandler {
  constructor(private readonly service: EmailGatewayDeleteDomainService) {}

  @Handles(GatewayDeleteDomain)
  handle(input: GatewayDomainIdRequest, caller: Caller): Promise<GatewayDeleteDomainReply> {
    return this.service.delete(caller.userId, input);
  }
}
