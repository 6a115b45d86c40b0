import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CampaignUpdate } from '@mail/contracts';

import { CampaignUpdateService } from './campaign-update.service';

@Controller()
export class CampaignUpdateHandler {
  constructor(private readonly service: CampaignUpdateService) {}

  @HandlesCommand(CampaignUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
