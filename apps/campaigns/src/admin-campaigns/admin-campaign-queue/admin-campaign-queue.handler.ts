import { Controller } from '@nestjs/common';

import { AdminCampaignQueue, type AdminCampaignQueueReply, type AdminCampaignQueueRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignQueueService } from './admin-campaign-queue.service';

@Controller()
export class AdminCampaignQueueHandler {
  constructor(private readonly service: AdminCampaignQueueService) {}

  @Handles(AdminCampaignQueue)
  handle(input: AdminCampaignQueueRequest): Promise<AdminCampaignQueueReply> {
    return this.service.run(input);
  }
}
