import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { Queries } from '@mail/contracts';

/** What the suppression commands ask other services: sms never reads lists' or accounts' tables. */
@Injectable()
export class SuppressionLookups {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  /** the list's name when it is the user's (another user's list looks missing) */
  async listName(userId: number, listId: number): Promise<string | undefined> {
    const reply = await this.bus.query(Queries.ListFields, { userId, listId });
    return reply.found ? reply.listName : undefined;
  }

  /** whether accounts knows the user */
  async userExists(userId: number): Promise<boolean> {
    try {
      await this.bus.query(Queries.UserSendingProfile, { userId }, 5000);
      return true;
    } catch (error) {
      // accounts answers 404 for a user it does not know; anything else is a failure to pass on
      if (error instanceof QueryFailedError && error.failure?.errors[0]?.code === 404) return false;
      throw error;
    }
  }
}
