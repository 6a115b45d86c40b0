import { Injectable } from '@nestjs/common';

import { type AutorespondersAcrosslistsGetReply, type AutorespondersAcrosslistsGetRequest, isPositiveId } from '@mail/contracts';

import { AutorespondersListing } from '../autoresponders.listing';

/** autoresponders.acrosslists.get: the caller's autoresponders of all their lists (or of the one given). */
@Injectable()
export class AutorespondersAcrosslistsGetService {
  constructor(private readonly listing: AutorespondersListing) {}

  run(userId: number, input: AutorespondersAcrosslistsGetRequest): Promise<AutorespondersAcrosslistsGetReply> {
    return this.listing.list(userId, isPositiveId(input.subscriberlistid) ? Number(input.subscriberlistid) : undefined, input, true);
  }
}
