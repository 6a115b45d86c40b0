import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AutomatedReportCreate, type BusRequest } from '@mail/contracts';

import { ReportCreateService } from './report-create.service';

@Controller()
export class ReportCreateHandler {
  constructor(private readonly service: ReportCreateService) {}

  @HandlesCommand(AutomatedReportCreate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
