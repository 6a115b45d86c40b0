import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { AutomatedReportsList, type BusRequest } from '@mail/contracts';

import { ReportsListService } from './reports-list.service';

@Controller()
export class ReportsListHandler {
  constructor(private readonly service: ReportsListService) {}

  @HandlesCommand(AutomatedReportsList)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
