import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignExport } from '@mail/contracts';

import { ExportCreateService } from './export-create.service';

@Controller()
export class ExportCreateHandler {
  constructor(private readonly service: ExportCreateService) {}

  @HandlesCommand(SmsCampaignExport)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
