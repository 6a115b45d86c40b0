import { Controller } from '@nestjs/common';

import { EmailGet, type EmailGetReply, type EmailGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGetService } from './email-get.service';

@Controller()
export class EmailGetHandler {
  constructor(private readonly service: EmailGetService) {}

  @Handles(EmailGet)
  handle(input: EmailGetRequest, caller: Caller): Promise<EmailGetReply> {
    return this.service.run(input, caller);
  }
}
