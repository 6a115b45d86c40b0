import { Controller } from '@nestjs/common';

import { EmailSpamTest, type EmailSpamTestReply, type EmailSpamTestRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailSpamTestService } from './email-spam-test.service';

@Controller()
export class EmailSpamTestHandler {
  constructor(private readonly service: EmailSpamTestService) {}

  @Handles(EmailSpamTest)
  handle(input: EmailSpamTestRequest, caller: Caller): Promise<EmailSpamTestReply> {
    return this.service.run(input, caller);
  }
}
