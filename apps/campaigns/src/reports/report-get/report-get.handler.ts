import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AutomatedReportGet, type BusRequest } from '@mail/contracts';

import { ReportGetService } from './report-get.service';

@Controller()
export class ReportGetHandler {
  constructor(private readonly service: ReportGetService) {}

  @HandlesCommand(AutomatedReportGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
