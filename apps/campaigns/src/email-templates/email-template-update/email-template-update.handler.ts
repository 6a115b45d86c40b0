import { Controller } from '@nestjs/common';

import { EmailTemplateUpdate, type EmailTemplateUpdateReply, type EmailTemplateUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailTemplateUpdateService } from './email-template-update.service';

@Controller()
export class EmailTemplateUpdateHandler {
  constructor(private readonly service: EmailTemplateUpdateService) {}

  @Handles(EmailTemplateUpdate)
  handle(input: EmailTemplateUpdateRequest, caller: Caller): Promise<EmailTemplateUpdateReply> {
    return this.service.run(caller, input);
  }
}
