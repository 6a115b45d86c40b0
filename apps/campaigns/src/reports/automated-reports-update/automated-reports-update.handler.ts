import { Controller } from '@nestjs/common';

import { AutomatedReportUpdate, type AutomatedReportUpdateReply, type AutomatedReportUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutomatedReportsUpdateService } from './automated-reports-update.service';

@Controller()
export class AutomatedReportsUpdateHandler {
  constructor(private readonly service: AutomatedReportsUpdateService) {}

  @Handles(AutomatedReportUpdate)
  handle(input: AutomatedReportUpdateRequest, caller: Caller): Promise<AutomatedReportUpdateReply> {
    return this.service.run(input, caller);
  }
}
