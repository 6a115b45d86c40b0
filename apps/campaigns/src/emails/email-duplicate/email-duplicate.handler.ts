import { Controller } from '@nestjs/common';

import { EmailDuplicate, type EmailDuplicateReply, type EmailDuplicateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDuplicateService } from './email-duplicate.service';

@Controller()
export class EmailDuplicateHandler {
  constructor(private readonly service: EmailDuplicateService) {}

  @Handles(EmailDuplicate)
  handle(input: EmailDuplicateRequest, caller: Caller): Promise<EmailDuplicateReply> {
    return this.service.run(input, caller);
  }
}
