import { Controller } from '@nestjs/common';

import { SenderDomains, type SenderDomainsReply, type SenderDomainsRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SenderDomainsService } from './sender-domains.service';

@Controller()
export class SenderDomainsHandler {
  constructor(private readonly service: SenderDomainsService) {}

  @Handles(SenderDomains)
  handle(input: SenderDomainsRequest): Promise<SenderDomainsReply> {
    return this.service.run(input);
  }
}
