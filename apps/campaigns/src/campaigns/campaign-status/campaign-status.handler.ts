import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CampaignApprove, CampaignCancel, CampaignPause, CampaignResume } from '@mail/contracts';

import { CampaignStatusService } from './campaign-status.service';

/** The four status commands share one rule set (CampaignStatusService), so they share one adapter. */
@Controller()
export class CampaignStatusHandler {
  constructor(private readonly service: CampaignStatusService) {}

  @HandlesCommand(CampaignApprove)
  approve(req: BusRequest): Promise<object> {
    return this.service.approve(req);
  }

  @HandlesCommand(CampaignPause)
  pause(req: BusRequest): Promise<object> {
    return this.service.pause(req);
  }

  @HandlesCommand(CampaignResume)
  resume(req: BusRequest): Promise<object> {
    return this.service.resume(req);
  }

  @HandlesCommand(CampaignCancel)
  cancel(req: BusRequest): Promise<object> {
    return this.service.cancel(req);
  }
}
