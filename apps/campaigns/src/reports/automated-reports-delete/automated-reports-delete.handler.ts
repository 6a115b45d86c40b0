import { Controller } from '@nestjs/common';

import { AutomatedReportDelete, type AutomatedReportDeleteReply, type AutomatedReportDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutomatedReportsDeleteService } from './automated-reports-delete.service';

@Controller()
export class AutomatedReportsDeleteHandler {
  constructor(private readonly service: AutomatedReportsDeleteService) {}

  @Handles(AutomatedReportDelete)
  handle(input: AutomatedReportDeleteRequest, caller: Caller): Promise<AutomatedReportDeleteReply> {
    return this.service.run(input, caller);
  }
}
