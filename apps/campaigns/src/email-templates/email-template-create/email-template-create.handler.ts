import { Controller } from '@nestjs/common';

import { EmailTemplateCreate, type EmailTemplateCreateReply, type EmailTemplateCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailTemplateCreateService } from './email-template-create.service';

@Controller()
export class EmailTemplateCreateHandler {
  constructor(private readonly service: EmailTemplateCreateService) {}

  @Handles(EmailTemplateCreate)
  handle(input: EmailTemplateCreateRequest, caller: Caller): Promise<EmailTemplateCreateReply> {
    return this.service.run(caller, input);
  }
}
