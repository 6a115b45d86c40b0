import { Injectable } from '@nestjs/common';

import { type EmailCreateReply, type EmailCreateRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { EmailRepository } from '../email.repository';

/**
 * Email.Create: an empty email (Mode Empty) owned by the caller. RelUserID only ever names the caller: old clients
 * omit it, and no user may create an email for another one (a foreign id is ignored, the spec has no error code).
 */
@Injectable()
export class EmailCreateService {
  constructor(private readonly emails: EmailRepository) {}

  async run(input: EmailCreateRequest, caller: Caller): Promise<EmailCreateReply> {
    return { EmailID: await this.emails.insert(caller.userId) };
  }
}
