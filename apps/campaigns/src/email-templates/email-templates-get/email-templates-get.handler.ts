import { Controller } from '@nestjs/common';

import { EmailTemplatesGet, type EmailTemplatesGetReply, type EmailTemplatesGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailTemplatesGetService } from './email-templates-get.service';

@Controller()
export class EmailTemplatesGetHandler {
  constructor(private readonly service: EmailTemplatesGetService) {}

  @Handles(EmailTemplatesGet)
  handle(_input: EmailTemplatesGetRequest, caller: Caller): Promise<EmailTemplatesGetReply> {
    return this.service.run(caller);
  }
}
