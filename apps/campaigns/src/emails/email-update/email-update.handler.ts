import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailUpdate } from '@mail/contracts';

import { EmailUpdateService } from './email-update.service';

@Controller()
export class EmailUpdateHandler {
  constructor(private readonly service: EmailUpdateService) {}

  @HandlesCommand(EmailUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
