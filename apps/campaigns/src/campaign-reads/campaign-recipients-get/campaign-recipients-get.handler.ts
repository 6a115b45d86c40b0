import { Controller } from '@nestjs/common';

import { CampaignRecipientsGet, type CampaignRecipientsGetReply, type CampaignRecipientsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignRecipientsGetService } from './campaign-recipients-get.service';

@Controller()
export class CampaignRecipientsGetHandler {
  constructor(private readonly service: CampaignRecipientsGetService) {}

  @Handles(CampaignRecipientsGet)
  handle(input: CampaignRecipientsGetRequest, caller: Caller): Promise<CampaignRecipientsGetReply> {
    return this.service.run(caller, input);
  }
}
