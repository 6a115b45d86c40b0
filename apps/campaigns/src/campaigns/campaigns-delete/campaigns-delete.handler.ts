import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CampaignsDelete } from '@mail/contracts';

import { CampaignsDeleteService } from './campaigns-delete.service';

@Controller()
export class CampaignsDeleteHandler {
  constructor(private readonly service: CampaignsDeleteService) {}

  @HandlesCommand(CampaignsDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
