import { Controller } from '@nestjs/common';

import { AdminCampaignProcesses, type AdminCampaignProcessesReply, type AdminCampaignProcessesRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignProcessesService } from './admin-campaign-processes.service';

@Controller()
export class AdminCampaignProcessesHandler {
  constructor(private readonly service: AdminCampaignProcessesService) {}

  @Handles(AdminCampaignProcesses)
  handle(input: AdminCampaignProcessesRequest): Promise<AdminCampaignProcessesReply> {
    return this.service.run(input);
  }
}
