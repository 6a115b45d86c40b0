import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { Queries } from '@mail/contracts';

/** Asks accounts about users (whether one exists, their `%User:<Name>%` values): campaigns never reads accounts' tables. */
@Injectable()
export class AccountUsersClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async exists(userId: number): Promise<boolean> {
    return (await this.profile(userId)) !== undefined;
  }

  /** the user's merge-tag fields; empty for a user accounts does not know */
  async fieldsOf(userId: number): Promise<Record<string, string>> {
    return (await this.profile(userId))?.fields ?? {};
  }

  private async profile(userId: number) {
    try {
      return await this.bus.query(Queries.UserSendingProfile, { userId }, 5000);
    } catch (error) {
      // accounts answers 404 for a user it does not know; anything else is a failure to pass on
      if (error instanceof QueryFailedError && error.failure?.errors[0]?.code === 404) return undefined;
      throw error;
    }
  }
}
