import { Controller } from '@nestjs/common';

import { ClientCampaignGet, type ClientCampaignGetReply, type ClientCampaignGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientCampaignGetService } from './client-campaign-get.service';

@Controller()
export class ClientCampaignGetHandler {
  constructor(private readonly service: ClientCampaignGetService) {}

  @Handles(ClientCampaignGet)
  handle(input: ClientCampaignGetRequest, caller: Caller): Promise<ClientCampaignGetReply> {
    return this.service.run(caller, input);
  }
}
