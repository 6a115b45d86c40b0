import { Controller } from '@nestjs/common';

import { AdminCampaignDetails, type AdminCampaignDetailsReply, type AdminCampaignDetailsRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignDetailsService } from './admin-campaign-details.service';

@Controller()
export class AdminCampaignDetailsHandler {
  constructor(private readonly service: AdminCampaignDetailsService) {}

  @Handles(AdminCampaignDetails)
  handle(input: AdminCampaignDetailsRequest): Promise<AdminCampaignDetailsReply> {
    return this.service.run(input);
  }
}
