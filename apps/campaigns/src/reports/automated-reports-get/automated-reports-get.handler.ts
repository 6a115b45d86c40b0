import { Controller } from '@nestjs/common';

import { AutomatedReportGet, type AutomatedReportGetReply, type AutomatedReportGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutomatedReportsGetService } from './automated-reports-get.service';

@Controller()
export class AutomatedReportsGetHandler {
  constructor(private readonly service: AutomatedReportsGetService) {}

  @Handles(AutomatedReportGet)
  handle(input: AutomatedReportGetRequest, caller: Caller): Promise<AutomatedReportGetReply> {
    return this.service.run(input, caller);
  }
}
