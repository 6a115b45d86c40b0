import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailDelete } from '@mail/contracts';

import { EmailDeleteService } from './email-delete.service';

@Controller()
export class EmailDeleteHandler {
  constructor(private readonly service: EmailDeleteService) {}

  @HandlesCommand(EmailDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
