import { Controller } from '@nestjs/common';

import { EmailUpdate, type EmailUpdateReply, type EmailUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailUpdateService } from './email-update.service';

@Controller()
export class EmailUpdateHandler {
  constructor(private readonly service: EmailUpdateService) {}

  @Handles(EmailUpdate)
  handle(input: EmailUpdateRequest, caller: Caller): Promise<EmailUpdateReply> {
    return this.service.run(input, caller);
  }
}
