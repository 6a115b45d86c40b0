import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignCancel, SmsCampaignPause, SmsCampaignResume } from '@mail/contracts';

import { CampaignControlService } from './campaign-control.service';

@Controller()
export class CampaignControlHandler {
  constructor(private readonly service: CampaignControlService) {}

  @HandlesCommand(SmsCampaignPause)
  pause(req: BusRequest): Promise<object> {
    return this.service.pause(req);
  }

  @HandlesCommand(SmsCampaignResume)
  resume(req: BusRequest): Promise<object> {
    return this.service.resume(req);
  }

  @HandlesCommand(SmsCampaignCancel)
  cancel(req: BusRequest): Promise<object> {
    return this.service.cancel(req);
  }
}
