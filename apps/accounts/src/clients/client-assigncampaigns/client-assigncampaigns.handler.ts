import { Controller } from '@nestjs/common';

import { ClientAssigncampaigns, type ClientAssigncampaignsReply, type ClientAssigncampaignsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientAssigncampaignsService } from './client-assigncampaigns.service';

@Controller()
export class ClientAssigncampaignsHandler {
  constructor(private readonly service: ClientAssigncampaignsService) {}

  @Handles(ClientAssigncampaigns)
  handle(input: ClientAssigncampaignsRequest, caller: Caller): Promise<ClientAssigncampaignsReply> {
    return this.service.run(caller.userId, input);
  }
}
