import { Controller } from '@nestjs/common';

import { AdminCampaignBatches, type AdminCampaignBatchesReply, type AdminCampaignBatchesRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignBatchesService } from './admin-campaign-batches.service';

@Controller()
export class AdminCampaignBatchesHandler {
  constructor(private readonly service: AdminCampaignBatchesService) {}

  @Handles(AdminCampaignBatches)
  handle(input: AdminCampaignBatchesRequest): Promise<AdminCampaignBatchesReply> {
    return this.service.run(input);
  }
}
