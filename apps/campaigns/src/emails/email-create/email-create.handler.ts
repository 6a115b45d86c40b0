import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailCreate } from '@mail/contracts';

import { EmailCreateService } from './email-create.service';

@Controller()
export class EmailCreateHandler {
  constructor(private readonly service: EmailCreateService) {}

  @HandlesCommand(EmailCreate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
