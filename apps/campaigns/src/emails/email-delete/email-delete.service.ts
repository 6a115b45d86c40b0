import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type EmailDeleteRequest } from '@mail/contracts';

import { callerUserId, idParam } from '../email-caller';
import { EmailRepository } from '../email.repository';

/** Email.Delete: the spec's one code (1) also answers a missing email or another user's. */
@Injectable()
export class EmailDeleteService {
  constructor(private readonly emails: EmailRepository) {}

  async run(req: BusRequest<EmailDeleteRequest>): Promise<object> {
    if (!(await this.emails.delete(callerUserId(req), idParam(req.params.emailid)))) throw new CommandError(1, 'Email not found');
    return {};
  }
}
