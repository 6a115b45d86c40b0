import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { HardFailure, HardFailureError, Queries } from '@mail/contracts';

/**
 * Whether a user is Untrusted (their campaigns wait for approval), asked of accounts with the user-limits query,
 * which carries the user's ReputationLevel. Asked on each move towards sending, so a changed level applies at once.
 * When accounts cannot answer, the command fails rather than letting an unchecked campaign send.
 */
@Injectable()
export class UserReputation {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async isUntrusted(userId: number): Promise<boolean> {
    const limits = await this.bus.query(Queries.UserLimits, { userId }, 5000).catch(() => {
      throw new HardFailureError(HardFailure.UnhandledException, 'accounts could not tell the user reputation');
    });
    return limits.reputationLevel === 'Untrusted';
  }
}
