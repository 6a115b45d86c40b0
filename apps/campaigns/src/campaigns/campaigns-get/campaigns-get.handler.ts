import { Controller } from '@nestjs/common';

import { CampaignsGet, type CampaignsGetReply, type CampaignsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignsGetService } from './campaigns-get.service';

@Controller()
export class CampaignsGetHandler {
  constructor(private readonly service: CampaignsGetService) {}

  @Handles(CampaignsGet)
  handle(input: CampaignsGetRequest, caller: Caller): Promise<CampaignsGetReply> {
    return this.service.run(input, caller);
  }
}
