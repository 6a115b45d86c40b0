import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailGet } from '@mail/contracts';

import { EmailGetService } from './email-get.service';

@Controller()
export class EmailGetHandler {
  constructor(private readonly service: EmailGetService) {}

  @HandlesCommand(EmailGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
