import { Injectable } from '@nestjs/common';

import { CommandError, type EmailDesignpreviewCreateReply, type EmailDesignpreviewCreateRequest } from '@mail/contracts';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/**
 * email.designpreview.create (deprecated): no design-preview service is configured, so an email of the caller answers
 * 3 as the vendor's does when its PreviewMyEmail.com connection fails (docs/decisions.md, Email content).
 */
@Injectable()
export class EmailDesignpreviewCreateService {
  constructor(private readonly emails: EmailRepository) {}

  async run(userId: number, input: EmailDesignpreviewCreateRequest): Promise<EmailDesignpreviewCreateReply> {
    if (!(await this.emails.findOwned(userId, idParam(input.emailid)))) throw new CommandError(2, 'Email not found');
    throw new CommandError(3, 'The design preview service is not configured');
  }
}
