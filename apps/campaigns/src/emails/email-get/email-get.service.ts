import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type EmailGetRequest } from '@mail/contracts';

import { callerUserId, idParam } from '../email-caller';
import { emailInformation } from '../email.presenter';
import { EmailRepository } from '../email.repository';

/** Email.Get: 1 and 2 (malformed id) on receipt; 2 for a missing email or another user's. */
@Injectable()
export class EmailGetService {
  constructor(private readonly emails: EmailRepository) {}

  async run(req: BusRequest<EmailGetRequest>): Promise<{ EmailInformation: Record<string, unknown> }> {
    const row = await this.emails.findOwned(callerUserId(req), idParam(req.params.emailid));
    if (!row) throw new CommandError(2, 'Email not found or you do not have permission to view it.');
    return { EmailInformation: emailInformation(row) };
  }
}
