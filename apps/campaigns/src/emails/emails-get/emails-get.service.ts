import { Injectable } from '@nestjs/common';

import { type EmailsGetReply, type EmailsGetRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { rawEmailRow } from '../email.presenter';
import { EmailRepository } from '../email.repository';

/** Emails.Get (legacy mode, the spec's "no further params"): the caller's emails as raw rows, EmailName ASC. */
@Injectable()
export class EmailsGetService {
  constructor(private readonly emails: EmailRepository) {}

  async run(input: EmailsGetRequest, caller: Caller): Promise<EmailsGetReply> {
    const rows = await this.emails.listOwned(caller.userId);
    return { TotalEmailCount: rows.length, Emails: rows.map(rawEmailRow) };
  }
}
