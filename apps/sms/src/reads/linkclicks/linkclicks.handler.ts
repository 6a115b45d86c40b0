import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignLinkClicks } from '@mail/contracts';

import { LinkClicksService } from './linkclicks.service';

@Controller()
export class LinkClicksHandler {
  constructor(private readonly service: LinkClicksService) {}

  @HandlesCommand(SmsCampaignLinkClicks)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
