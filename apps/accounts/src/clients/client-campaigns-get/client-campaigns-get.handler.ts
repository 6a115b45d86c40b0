import { Controller } from '@nestjs/common';

import { ClientCampaignsGet, type ClientCampaignsGetReply, type ClientCampaignsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ClientCampaignsGetService } from './client-campaigns-get.service';

@Controller()
export class ClientCampaignsGetHandler {
  constructor(private readonly service: ClientCampaignsGetService) {}

  @Handles(ClientCampaignsGet)
  handle(_input: ClientCampaignsGetRequest, caller: Caller): Promise<ClientCampaignsGetReply> {
    return this.service.run(caller);
  }
}
