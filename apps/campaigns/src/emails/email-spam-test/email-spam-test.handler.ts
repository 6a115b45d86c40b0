import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailSpamTest } from '@mail/contracts';

import { EmailSpamTestService } from './email-spam-test.service';

@Controller()
export class EmailSpamTestHandler {
  constructor(private readonly service: EmailSpamTestService) {}

  @HandlesCommand(EmailSpamTest)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
