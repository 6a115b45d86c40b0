import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignSend } from '@mail/contracts';

import { CampaignSendService } from './campaign-send.service';

@Controller()
export class CampaignSendHandler {
  constructor(private readonly service: CampaignSendService) {}

  @HandlesCommand(SmsCampaignSend)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
