import { Controller } from '@nestjs/common';

import { EmailTemplateDelete, type EmailTemplateDeleteReply, type EmailTemplateDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailTemplateDeleteService } from './email-template-delete.service';

@Controller()
export class EmailTemplateDeleteHandler {
  constructor(private readonly service: EmailTemplateDeleteService) {}

  @Handles(EmailTemplateDelete)
  handle(input: EmailTemplateDeleteRequest, caller: Caller): Promise<EmailTemplateDeleteReply> {
    return this.service.run(caller, input);
  }
}
