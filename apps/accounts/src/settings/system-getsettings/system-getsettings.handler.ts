import { Controller } from '@nestjs/common';

import { SystemGetsettings, type SystemGetsettingsReply, type SystemGetsettingsRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SystemGetsettingsService } from './system-getsettings.service';

@Controller()
export class SystemGetsettingsHandler {
  constructor(private readonly service: SystemGetsettingsService) {}

  @Handles(SystemGetsettings)
  handle(input: SystemGetsettingsRequest): Promise<SystemGetsettingsReply> {
    return this.service.run(input);
  }
}
