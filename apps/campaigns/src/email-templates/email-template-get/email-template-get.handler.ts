import { Controller } from '@nestjs/common';

import { EmailTemplateGet, type EmailTemplateGetReply, type EmailTemplateGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailTemplateGetService } from './email-template-get.service';

@Controller()
export class EmailTemplateGetHandler {
  constructor(private readonly service: EmailTemplateGetService) {}

  @Handles(EmailTemplateGet)
  handle(input: EmailTemplateGetRequest, caller: Caller): Promise<EmailTemplateGetReply> {
    return this.service.run(caller, input);
  }
}
