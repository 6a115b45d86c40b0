import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, type SuppressionDeleteRequest } from '@mail/contracts';
import { isEmail, paramId, paramText } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { SuppressionRepository } from '../suppression.repository';

/**
 * Suppression.Delete: 1 missing address (the request DTO), 2 invalid or not suppressed for the caller. Optional
 * ListID limits it to that list's entry.
 */
@Injectable()
export class SuppressionDeleteService {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async run(req: BusRequest<SuppressionDeleteRequest>): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const email = paramText(req.params.emailaddress);
    if (!isEmail(email)) throw new CommandError(2, 'Invalid email address');
    if (!(await this.suppressions.remove(userId, email, paramId(req.params.listid) ?? null)))
      throw new CommandError(2, 'Email address is not in the suppression list');
    return {};
  }
}
