import { Injectable } from '@nestjs/common';

import { CommandError, type EmailDesignpreviewGetlistReply, type EmailDesignpreviewGetlistRequest } from '@mail/contracts';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/** email.designpreview.getlist (deprecated): an email of the caller has no preview jobs (no service is configured). */
@Injectable()
export class EmailDesignpreviewGetlistService {
  constructor(private readonly emails: EmailRepository) {}

  async run(userId: number, input: EmailDesignpreviewGetlistRequest): Promise<EmailDesignpreviewGetlistReply> {
    if (!(await this.emails.findOwned(userId, idParam(input.emailid)))) throw new CommandError(2, 'Email not found');
    return { PreviewList: [] };
  }
}
