import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AutomatedReportToggle, type BusRequest } from '@mail/contracts';

import { ReportToggleService } from './report-toggle.service';

@Controller()
export class ReportToggleHandler {
  constructor(private readonly service: ReportToggleService) {}

  @HandlesCommand(AutomatedReportToggle)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
