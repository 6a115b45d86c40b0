import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

/** Asks accounts for the user's `%User:<Name>%` values (its sending profile), for previews and spam tests. */
@Injectable()
export class UserFieldsClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async fieldsOf(userId: number): Promise<Record<string, string>> {
    return (await this.bus.query(Queries.UserSendingProfile, { userId }, 5000)).fields;
  }
}
