import { Injectable } from '@nestjs/common';

import { CommandError, type EmailDesignpreviewDetailsReply, type EmailDesignpreviewDetailsRequest } from '@mail/contracts';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/** email.designpreview.details (deprecated): no preview job ever exists, so an email of the caller answers 4. */
@Injectable()
export class EmailDesignpreviewDetailsService {
  constructor(private readonly emails: EmailRepository) {}

  async run(userId: number, input: EmailDesignpreviewDetailsRequest): Promise<EmailDesignpreviewDetailsReply> {
    if (!(await this.emails.findOwned(userId, idParam(input.emailid)))) throw new CommandError(2, 'Email not found');
    throw new CommandError(4, 'Preview job not found');
  }
}
