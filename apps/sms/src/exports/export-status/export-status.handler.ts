import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignExportStatus } from '@mail/contracts';

import { ExportStatusService } from './export-status.service';

@Controller()
export class ExportStatusHandler {
  constructor(private readonly service: ExportStatusService) {}

  @HandlesCommand(SmsCampaignExportStatus)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
