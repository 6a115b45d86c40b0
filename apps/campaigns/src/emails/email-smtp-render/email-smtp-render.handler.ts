import { Controller } from '@nestjs/common';

import { EmailSmtpRender, type EmailSmtpRenderReply, type EmailSmtpRenderRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailSmtpRenderService } from './email-smtp-render.service';

@Controller()
export class EmailSmtpRenderHandler {
  constructor(private readonly service: EmailSmtpRenderService) {}

  @Handles(EmailSmtpRender)
  handle(input: EmailSmtpRenderRequest, caller: Caller): Promise<EmailSmtpRenderReply> {
    return this.service.run(input, caller);
  }
}
