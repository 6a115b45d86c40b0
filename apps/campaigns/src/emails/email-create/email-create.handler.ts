import { Controller } from '@nestjs/common';

import { EmailCreate, type EmailCreateReply, type EmailCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailCreateService } from './email-create.service';

@Controller()
export class EmailCreateHandler {
  constructor(private readonly service: EmailCreateService) {}

  @Handles(EmailCreate)
  handle(input: EmailCreateRequest, caller: Caller): Promise<EmailCreateReply> {
    return this.service.run(input, caller);
  }
}
