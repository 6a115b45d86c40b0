import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CampaignCopy } from '@mail/contracts';

import { CampaignCopyService } from './campaign-copy.service';

@Controller()
export class CampaignCopyHandler {
  constructor(private readonly service: CampaignCopyService) {}

  @HandlesCommand(CampaignCopy)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
