import { Injectable } from '@nestjs/common';

import { CommandError, type EmailDesignpreviewDeleteReply, type EmailDesignpreviewDeleteRequest, isPositiveId } from '@mail/contracts';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/** email.designpreview.delete (deprecated): no preview job ever exists, so an email of the caller answers 4. */
@Injectable()
export class EmailDesignpreviewDeleteService {
  constructor(private readonly emails: EmailRepository) {}

  async run(userId: number, input: EmailDesignpreviewDeleteRequest): Promise<EmailDesignpreviewDeleteReply> {
    const emailId = isPositiveId(input.emailid) ? idParam(input.emailid) : 0;
    if (!emailId || !(await this.emails.findOwned(userId, emailId))) throw new CommandError(3, 'Email not found');
    throw new CommandError(4, 'Preview job not found');
  }
}
