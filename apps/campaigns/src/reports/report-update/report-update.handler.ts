import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AutomatedReportUpdate, type BusRequest } from '@mail/contracts';

import { ReportUpdateService } from './report-update.service';

@Controller()
export class ReportUpdateHandler {
  constructor(private readonly service: ReportUpdateService) {}

  @HandlesCommand(AutomatedReportUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
