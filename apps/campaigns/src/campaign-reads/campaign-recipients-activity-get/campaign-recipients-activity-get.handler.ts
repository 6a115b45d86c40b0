import { Controller } from '@nestjs/common';

import { CampaignRecipientsActivityGet, type CampaignRecipientsActivityGetReply, type CampaignRecipientsActivityGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignRecipientsActivityGetService } from './campaign-recipients-activity-get.service';

@Controller()
export class CampaignRecipientsActivityGetHandler {
  constructor(private readonly service: CampaignRecipientsActivityGetService) {}

  @Handles(CampaignRecipientsActivityGet)
  handle(input: CampaignRecipientsActivityGetRequest, caller: Caller): Promise<CampaignRecipientsActivityGetReply> {
    return this.service.run(caller, input);
  }
}
