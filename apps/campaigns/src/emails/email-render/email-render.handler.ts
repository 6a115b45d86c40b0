import { Controller } from '@nestjs/common';

import { EmailRender, type EmailRenderReply, type EmailRenderRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailRenderService } from './email-render.service';

@Controller()
export class EmailRenderHandler {
  constructor(private readonly service: EmailRenderService) {}

  @Handles(EmailRender)
  handle(input: EmailRenderRequest, caller: Caller): Promise<EmailRenderReply> {
    return this.service.run(input, caller);
  }
}
