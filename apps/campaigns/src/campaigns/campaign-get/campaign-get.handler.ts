import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CampaignGet } from '@mail/contracts';

import { CampaignGetService } from './campaign-get.service';

@Controller()
export class CampaignGetHandler {
  constructor(private readonly service: CampaignGetService) {}

  @HandlesCommand(CampaignGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
