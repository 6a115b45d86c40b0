import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SenderDomainDkimReply, type SenderDomainDkimRequest } from '@mail/contracts';

import { SenderDomainDkimService } from './sender-domain-dkim.service';

/** campaigns (a journey email's SenderDomainID) and journeys (the id is the user's) ask. */
@Controller()
export class SenderDomainDkimHandler {
  constructor(private readonly service: SenderDomainDkimService) {}

  @HandlesQuery(Queries.SenderDomainDkim)
  handle(request: SenderDomainDkimRequest): Promise<SenderDomainDkimReply> {
    return this.service.find(request);
  }
}
