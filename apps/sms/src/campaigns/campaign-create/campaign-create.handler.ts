import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignCreate } from '@mail/contracts';

import { CampaignCreateService } from './campaign-create.service';

@Controller()
export class CampaignCreateHandler {
  constructor(private readonly service: CampaignCreateService) {}

  @HandlesCommand(SmsCampaignCreate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
