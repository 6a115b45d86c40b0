import { Controller } from '@nestjs/common';

import { AutomatedReportCreate, type AutomatedReportCreateReply, type AutomatedReportCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutomatedReportsCreateService } from './automated-reports-create.service';

@Controller()
export class AutomatedReportsCreateHandler {
  constructor(private readonly service: AutomatedReportsCreateService) {}

  @Handles(AutomatedReportCreate)
  handle(input: AutomatedReportCreateRequest, caller: Caller): Promise<AutomatedReportCreateReply> {
    return this.service.run(input, caller);
  }
}
