import { Injectable } from '@nestjs/common';

import { CommandError, type EmailDeleteRequest, type EmailDeleteReply } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/**
 * Email.Delete: the spec's one code (1) also answers a missing email or another user's; 2 (extension) an email a
 * campaign that may still send uses (docs/decisions.md, "Emails").
 */
@Injectable()
export class EmailDeleteService {
  constructor(private readonly emails: EmailRepository) {}

  async run(input: EmailDeleteRequest, caller: Caller): Promise<EmailDeleteReply> {
    const outcome = await this.emails.delete(caller.userId, idParam(input.emailid));
    if (outcome === 'missing') throw new CommandError(1, 'Email not found');
    if (outcome === 'in-use')
      throw new CommandError(2, 'The email is used by a campaign that has not finished sending: delete the campaign or give it another email first');
    return {};
  }
}
