import { Controller } from '@nestjs/common';

import { AdminCampaignUnstuck, type AdminCampaignUnstuckReply, type AdminCampaignUnstuckRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignUnstuckService } from './admin-campaign-unstuck.service';

@Controller()
export class AdminCampaignUnstuckHandler {
  constructor(private readonly service: AdminCampaignUnstuckService) {}

  @Handles(AdminCampaignUnstuck)
  handle(input: AdminCampaignUnstuckRequest): Promise<AdminCampaignUnstuckReply> {
    return this.service.run(input);
  }
}
