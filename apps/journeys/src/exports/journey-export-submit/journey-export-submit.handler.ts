import { Controller } from '@nestjs/common';

import { JourneyExportSubmit, type JourneyExportSubmitReply, type JourneyExportSubmitRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyExportSubmitService } from './journey-export-submit.service';

@Controller()
export class JourneyExportSubmitHandler {
  constructor(private readonly service: JourneyExportSubmitService) {}

  @Handles(JourneyExportSubmit)
  handle(input: JourneyExportSubmitRequest, caller: Caller): Promise<JourneyExportSubmitReply> {
    return this.service.run(caller.userId, input);
  }
}
