import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { callerUserId } from '../email-caller';
import { EmailRepository } from '../email.repository';

/**
 * Email.Create: an empty email (Mode Empty) owned by the caller. RelUserID only ever names the caller: old clients
 * omit it, and no user may create an email for another one (a foreign id is ignored, the spec has no error code).
 */
@Injectable()
export class EmailCreateService {
  constructor(private readonly emails: EmailRepository) {}

  async run(req: BusRequest): Promise<{ EmailID: number }> {
    return { EmailID: await this.emails.insert(callerUserId(req)) };
  }
}
