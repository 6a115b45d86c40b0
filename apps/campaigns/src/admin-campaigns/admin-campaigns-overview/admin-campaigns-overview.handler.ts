import { Controller } from '@nestjs/common';

import { AdminCampaignsOverview, type AdminCampaignsOverviewReply } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignsOverviewService } from './admin-campaigns-overview.service';

@Controller()
export class AdminCampaignsOverviewHandler {
  constructor(private readonly service: AdminCampaignsOverviewService) {}

  @Handles(AdminCampaignsOverview)
  handle(): Promise<AdminCampaignsOverviewReply> {
    return this.service.run();
  }
}
