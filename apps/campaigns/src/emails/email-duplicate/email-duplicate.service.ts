import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type EmailDuplicateRequest } from '@mail/contracts';

import { callerUserId, idParam } from '../email-caller';
import { EmailRepository } from '../email.repository';

/** Email.Duplicate: the copy is named "<name> (Copy)" and carries every content field of the source. */
@Injectable()
export class EmailDuplicateService {
  constructor(private readonly emails: EmailRepository) {}

  async run(req: BusRequest<EmailDuplicateRequest>): Promise<{ EmailID: number; EmailName: string }> {
    const copy = await this.emails.duplicate(callerUserId(req), idParam(req.params.emailid), ' (Copy)');
    if (!copy) throw new CommandError(2, 'Email not found or you do not have permission to access it.');
    return { EmailID: copy.id, EmailName: copy.name };
  }
}
