import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailDuplicate } from '@mail/contracts';

import { EmailDuplicateService } from './email-duplicate.service';

@Controller()
export class EmailDuplicateHandler {
  constructor(private readonly service: EmailDuplicateService) {}

  @HandlesCommand(EmailDuplicate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
