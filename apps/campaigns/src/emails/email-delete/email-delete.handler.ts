import { Controller } from '@nestjs/common';

import { EmailDelete, type EmailDeleteReply, type EmailDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDeleteService } from './email-delete.service';

@Controller()
export class EmailDeleteHandler {
  constructor(private readonly service: EmailDeleteService) {}

  @Handles(EmailDelete)
  handle(input: EmailDeleteRequest, caller: Caller): Promise<EmailDeleteReply> {
    return this.service.run(input, caller);
  }
}
