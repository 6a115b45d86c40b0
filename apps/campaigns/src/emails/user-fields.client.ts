import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type UserSendingProfileReply } from '@mail/contracts';

/** Asks accounts for the user's sending profile: its `%User:<Name>%` values (previews, spam tests, journey mail) and whitelist. */
@Injectable()
export class UserFieldsClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async fieldsOf(userId: number): Promise<Record<string, string>> {
    return (await this.profileOf(userId)).fields;
  }

  /** the whole profile: the fields and the whitelist (addresses never suppressed), for journey and autoresponder mail */
  profileOf(userId: number): Promise<UserSendingProfileReply> {
    return this.bus.query(Queries.UserSendingProfile, { userId }, 5000);
  }
}
