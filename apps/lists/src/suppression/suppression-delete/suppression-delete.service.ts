import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SuppressionDeleteReply, type SuppressionDeleteRequest } from '@mail/contracts';
import { isEmail, paramId, paramText } from '@mail/values';

import { SuppressionRepository } from '../suppression.repository';

/**
 * Suppression.Delete: 1 missing address (the request DTO), 2 invalid or not suppressed for the caller. Optional
 * ListID limits it to that list's entry.
 */
@Injectable()
export class SuppressionDeleteService {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async run(input: SuppressionDeleteRequest, caller: Caller): Promise<SuppressionDeleteReply> {
    const userId = caller.userId;
    const email = paramText(input.emailaddress);
    if (!isEmail(email)) throw new CommandError(2, 'Invalid email address');
    if (!(await this.suppressions.remove(userId, email, paramId(input.listid) ?? null)))
      throw new CommandError(2, 'Email address is not in the suppression list');
    return {};
  }
}
