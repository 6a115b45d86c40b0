import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CampaignsGet } from '@mail/contracts';

import { CampaignsGetService } from './campaigns-get.service';

@Controller()
export class CampaignsGetHandler {
  constructor(private readonly service: CampaignsGetService) {}

  @HandlesCommand(CampaignsGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
