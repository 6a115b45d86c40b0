import { Controller } from '@nestjs/common';

import { InboundRelayDomainCheck, type InboundRelayDomainCheckReply, type InboundRelayDomainCheckRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { InboundRelayDomainCheckService } from './inbound-relay-domain-check.service';

@Controller()
export class InboundRelayDomainCheckHandler {
  constructor(private readonly service: InboundRelayDomainCheckService) {}

  @Handles(InboundRelayDomainCheck)
  handle(input: InboundRelayDomainCheckRequest): Promise<InboundRelayDomainCheckReply> {
    return this.service.run(input);
  }
}
