import { Controller } from '@nestjs/common';

import { CampaignLinkclicksGet, type CampaignLinkclicksGetReply, type CampaignLinkclicksGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignLinkclicksGetService } from './campaign-linkclicks-get.service';

@Controller()
export class CampaignLinkclicksGetHandler {
  constructor(private readonly service: CampaignLinkclicksGetService) {}

  @Handles(CampaignLinkclicksGet)
  handle(input: CampaignLinkclicksGetRequest, caller: Caller): Promise<CampaignLinkclicksGetReply> {
    return this.service.run(caller, input);
  }
}
