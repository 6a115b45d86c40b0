import { Injectable } from '@nestjs/common';

import { CommandError, type EmailDuplicateRequest, type EmailDuplicateReply } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { idParam } from '../email-params';
import { EmailRepository } from '../email.repository';

/** Email.Duplicate: the copy is named "<name> (Copy)" and carries every content field of the source. */
@Injectable()
export class EmailDuplicateService {
  constructor(private readonly emails: EmailRepository) {}

  async run(input: EmailDuplicateRequest, caller: Caller): Promise<EmailDuplicateReply> {
    const copy = await this.emails.duplicate(caller.userId, idParam(input.emailid), ' (Copy)');
    if (!copy) throw new CommandError(2, 'Email not found or you do not have permission to access it.');
    return { EmailID: copy.id, EmailName: copy.name };
  }
}
