import { Controller } from '@nestjs/common';

import { EmailHtml2text, type EmailHtml2textReply, type EmailHtml2textRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { EmailHtml2textService } from './email-html2text.service';

@Controller()
export class EmailHtml2textHandler {
  constructor(private readonly service: EmailHtml2textService) {}

  @Handles(EmailHtml2text)
  handle(input: EmailHtml2textRequest): Promise<EmailHtml2textReply> {
    return Promise.resolve(this.service.run(input));
  }
}
