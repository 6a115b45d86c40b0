import { Controller } from '@nestjs/common';

import { AutomatedReportToggle, type AutomatedReportToggleReply, type AutomatedReportToggleRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutomatedReportsToggleService } from './automated-reports-toggle.service';

@Controller()
export class AutomatedReportsToggleHandler {
  constructor(private readonly service: AutomatedReportsToggleService) {}

  @Handles(AutomatedReportToggle)
  handle(input: AutomatedReportToggleRequest, caller: Caller): Promise<AutomatedReportToggleReply> {
    return this.service.run(input, caller);
  }
}
