import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { callerUserId } from '../email-caller';
import { rawEmailRow } from '../email.presenter';
import { EmailRepository } from '../email.repository';

/** Emails.Get (legacy mode, the spec's "no further params"): the caller's emails as raw rows, EmailName ASC. */
@Injectable()
export class EmailsGetService {
  constructor(private readonly emails: EmailRepository) {}

  async run(req: BusRequest): Promise<{ TotalEmailCount: number; Emails: Record<string, string | null>[] }> {
    const rows = await this.emails.listOwned(callerUserId(req));
    return { TotalEmailCount: rows.length, Emails: rows.map(rawEmailRow) };
  }
}
