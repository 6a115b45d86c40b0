import { Controller } from '@nestjs/common';

import { CampaignAbtestGet, type CampaignAbtestGetReply, type CampaignAbtestGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignAbtestGetService } from './campaign-abtest-get.service';

@Controller()
export class CampaignAbtestGetHandler {
  constructor(private readonly service: CampaignAbtestGetService) {}

  @Handles(CampaignAbtestGet)
  handle(input: CampaignAbtestGetRequest, caller: Caller): Promise<CampaignAbtestGetReply> {
    return this.service.run(caller, input);
  }
}
