import { Controller } from '@nestjs/common';

import { PmtaLogfileProcess, type PmtaLogfileProcessReply, type PmtaLogfileProcessRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { PmtaLogfileProcessService } from './pmta-logfile-process.service';

@Controller()
export class PmtaLogfileProcessHandler {
  constructor(private readonly service: PmtaLogfileProcessService) {}

  @Handles(PmtaLogfileProcess)
  handle(input: PmtaLogfileProcessRequest, caller: Caller): Promise<PmtaLogfileProcessReply> {
    return this.service.run(input, caller.request.id);
  }
}
