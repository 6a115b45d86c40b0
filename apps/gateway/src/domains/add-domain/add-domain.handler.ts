import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, GatewayAddDomain, type GatewayAddDomainRequest } from '@mail/contracts';

import { AddDomainService } from './add-domain.service';

@Controller()
export class AddDomainHandler {
  constructor(private readonly service: AddDomainService) {}

  @HandlesCommand(GatewayAddDomain)
  handle(req: BusRequest<GatewayAddDomainRequest>): Promise<object> {
    return this.service.run(req);
  }
}
