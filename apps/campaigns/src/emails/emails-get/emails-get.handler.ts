import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailsGet } from '@mail/contracts';

import { EmailsGetService } from './emails-get.service';

@Controller()
export class EmailsGetHandler {
  constructor(private readonly service: EmailsGetService) {}

  @HandlesCommand(EmailsGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
