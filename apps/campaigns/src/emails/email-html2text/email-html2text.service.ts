import { Injectable } from '@nestjs/common';

import { CommandError, type EmailHtml2textReply, type EmailHtml2textRequest } from '@mail/contracts';

import { plainTextOf } from '../../rendering/plain-text';

/** email.html2text: the converter sending uses for an email without a plain part; no stored state, no ownership. */
@Injectable()
export class EmailHtml2textService {
  run(input: EmailHtml2textRequest): EmailHtml2textReply {
    const html = String(input.htmlcontent);
    try {
      return { Success: true, PlainContent: plainTextOf(html) };
    } catch {
      throw new CommandError(2, 'The HTML could not be converted');
    }
  }
}
