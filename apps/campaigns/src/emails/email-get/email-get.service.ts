import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGetRequest, type EmailGetReply } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { idParam } from '../email-params';
import { emailInformation } from '../email.presenter';
import { EmailRepository } from '../email.repository';

/** Email.Get: 1 and 2 (malformed id) on receipt; 2 for a missing email or another user's. */
@Injectable()
export class EmailGetService {
  constructor(private readonly emails: EmailRepository) {}

  async run(input: EmailGetRequest, caller: Caller): Promise<EmailGetReply> {
    const row = await this.emails.findOwned(caller.userId, idParam(input.emailid));
    if (!row) throw new CommandError(2, 'Email not found or you do not have permission to view it.');
    return { EmailInformation: emailInformation(row) };
  }
}
