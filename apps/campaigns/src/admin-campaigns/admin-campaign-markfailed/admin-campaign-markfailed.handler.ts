import { Controller } from '@nestjs/common';

import { AdminCampaignMarkfailed, type AdminCampaignMarkfailedReply, type AdminCampaignMarkfailedRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignMarkfailedService } from './admin-campaign-markfailed.service';

@Controller()
export class AdminCampaignMarkfailedHandler {
  constructor(private readonly service: AdminCampaignMarkfailedService) {}

  @Handles(AdminCampaignMarkfailed)
  handle(input: AdminCampaignMarkfailedRequest): Promise<AdminCampaignMarkfailedReply> {
    return this.service.run(input);
  }
}
