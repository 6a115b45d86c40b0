import { Injectable } from '@nestjs/common';

import type { AutorespondersGetReply, AutorespondersGetRequest } from '@mail/contracts';

import { AutorespondersListing } from '../autoresponders.listing';

/** autoresponders.get: one list's autoresponders of the caller (another user's list answers none). */
@Injectable()
export class AutorespondersGetService {
  constructor(private readonly listing: AutorespondersListing) {}

  run(userId: number, input: AutorespondersGetRequest): Promise<AutorespondersGetReply> {
    return this.listing.list(userId, Number(input.subscriberlistid), input, false);
  }
}
