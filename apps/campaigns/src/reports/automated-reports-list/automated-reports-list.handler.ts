import { Controller } from '@nestjs/common';

import { AutomatedReportsList, type AutomatedReportsListReply, type AutomatedReportsListRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutomatedReportsListService } from './automated-reports-list.service';

@Controller()
export class AutomatedReportsListHandler {
  constructor(private readonly service: AutomatedReportsListService) {}

  @Handles(AutomatedReportsList)
  handle(input: AutomatedReportsListRequest, caller: Caller): Promise<AutomatedReportsListReply> {
    return this.service.run(input, caller);
  }
}
