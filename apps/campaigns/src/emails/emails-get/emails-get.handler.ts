import { Controller } from '@nestjs/common';

import { EmailsGet, type EmailsGetReply, type EmailsGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailsGetService } from './emails-get.service';

@Controller()
export class EmailsGetHandler {
  constructor(private readonly service: EmailsGetService) {}

  @Handles(EmailsGet)
  handle(input: EmailsGetRequest, caller: Caller): Promise<EmailsGetReply> {
    return this.service.run(input, caller);
  }
}
