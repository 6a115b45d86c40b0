import { Controller } from '@nestjs/common';

import { JourneyExportGet, type JourneyExportGetReply, type JourneyExportGetRequest, type RawHttpReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyExportGetService } from './journey-export-get.service';

@Controller()
export class JourneyExportGetHandler {
  constructor(private readonly service: JourneyExportGetService) {}

  @Handles(JourneyExportGet)
  handle(input: JourneyExportGetRequest, caller: Caller): Promise<JourneyExportGetReply | RawHttpReply> {
    return this.service.run(caller.userId, input);
  }
}
