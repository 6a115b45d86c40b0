import { Controller } from '@nestjs/common';

import { AdminCampaignSendingVelocity, type AdminCampaignSendingVelocityReply, type AdminCampaignSendingVelocityRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignSendingVelocityService } from './admin-campaign-sending-velocity.service';

@Controller()
export class AdminCampaignSendingVelocityHandler {
  constructor(private readonly service: AdminCampaignSendingVelocityService) {}

  @Handles(AdminCampaignSendingVelocity)
  handle(input: AdminCampaignSendingVelocityRequest): Promise<AdminCampaignSendingVelocityReply> {
    return this.service.run(input);
  }
}
