import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AutomatedReportDelete, type BusRequest } from '@mail/contracts';

import { ReportDeleteService } from './report-delete.service';

@Controller()
export class ReportDeleteHandler {
  constructor(private readonly service: ReportDeleteService) {}

  @HandlesCommand(AutomatedReportDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
